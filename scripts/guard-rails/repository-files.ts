import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The repository's files, committed or new, as git lists them (so nothing .gitignore leaves out: builds, data). */
export function repositoryFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return listed
    .split('\0')
    .filter((file) => file !== '' && fs.existsSync(path.join(ROOT, file)))
    .sort();
}

/** The text of each file that is text (a NUL byte marks pictures, videos and the like), by repository path. */
export function textFiles(files: readonly string[]): Map<string, string> {
  const texts = new Map<string, string>();
  for (const file of files) {
    const bytes = fs.readFileSync(path.join(ROOT, file));
    if (!bytes.includes(0)) texts.set(file, bytes.toString('utf8'));
  }
  return texts;
}

export function readText(file: string): string {
  return fs.readFileSync(path.join(ROOT, file), 'utf8');
}

/** Where `index` falls in `text`, as "line N", for messages that point at a citation. */
export function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}
