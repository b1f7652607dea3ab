import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/** One error of the Nu HTML Checker, in a document named by the address it was read from. */
export interface HtmlError {
  page: string;
  line?: number;
  message: string;
  extract?: string;
}

interface NuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/**
 * The validator's jar, as the `vnu-jar` package ships it (its main module answers the jar's path). It runs on the
 * machine's Java, 11 or newer.
 */
function vnuJar(): string {
  try {
    return createRequire(import.meta.url)('vnu-jar') as string;
  } catch {
    throw new Error(
      'The Nu HTML Checker is missing: the `vnu-jar` package is a devDependency of the project',
    );
  }
}

/**
 * Every error the Nu HTML Checker finds in the documents, each given as its address and its HTML: all of them in one
 * run of the validator (Java starts once, the longest part of a run).
 */
export async function nuHtmlErrors(
  documents: readonly { page: string; html: string }[],
): Promise<HtmlError[]> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'nu-html-'));
  try {
    const files = new Map<string, string>();
    await Promise.all(
      documents.map(async ({ page, html }, index) => {
        const file = path.join(folder, `${index}.html`);
        files.set(`file:${file}`, page);
        await fs.writeFile(file, html);
      }),
    );
    // The checker exits with 1 when it finds errors; its report is on stderr either way.
    const { stderr } = await promisify(execFile)(
      'java',
      [
        '-jar',
        vnuJar(),
        '--errors-only',
        '--format',
        'json',
        ...[...files.keys()].map((url) => url.slice(5)),
      ],
      { maxBuffer: 16 * 1024 * 1024 },
    ).catch((error: { stderr?: string; code?: number }) => {
      if (error.code === 1 && error.stderr) return { stderr: error.stderr };
      throw error;
    });
    const { messages } = JSON.parse(stderr) as { messages: NuMessage[] };
    return messages
      .filter((message) => message.type === 'error' || message.subType === 'fatal')
      .map((message) => ({
        page: (message.url && files.get(message.url)) ?? message.url ?? '?',
        line: message.lastLine,
        message: message.message,
        extract: message.extract,
      }));
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}
