/**
 * What the repository cites exists: every section of docs/product.md and every record of docs/decisions/ named in a
 * comment or a document, every file of the repository named by its path there, and every file a Markdown document
 * links to.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lineOf, ROOT, readText, repositoryFiles, textFiles } from './repository-files';

const files = repositoryFiles();
const texts = textFiles(files);

/** `§2`, `§9` from the numbered headings (`## §2 …`, `### §2 Route table`); `§D1`, `§D2b` from the decisions'. */
function productSections(): Set<string> {
  const product = readText('docs/product.md');
  return new Set(
    [...product.matchAll(/^#{2,3} (?:§(\d+)|(D\d+[a-z]?)) /gm)].map((match) => `§${match[1] ?? match[2]}`),
  );
}

/**
 * `docs/product.md §2`, `docs/product.md §D5, §D6 and §D15`, and a link's `[docs/product.md](docs/product.md) §2`:
 * each section named after the file.
 */
const PRODUCT_CITATION =
  /docs\/product\.md\)?((?:(?:\s+|,\s*|\s+(?:and|y)\s+|,\s+and\s+)§[0-9D][0-9a-z]*)+)/g;
/** `docs/decisions/0029`, or the record's whole name, `docs/decisions/0029-back-office-sessions-and-csrf.md`. */
const DECISION_CITATION = /docs\/decisions\/(\d{4})((?:-[a-z0-9]+)+\.md)?/g;

/**
 * A path from the repository's root with its extension (`server/http/route-rules.ts`, `docs/operations.md`); not a
 * relative one (`../domain/…`), a subpath import (`#domain/…`) or a pattern (`server/**\/*.test.ts`).
 */
const REPOSITORY_PATH =
  /(?<![\w/.#@-])((?:app|server|domain|scripts|tests|docs)\/[\w./+-]+\.(?:tsx?|md|css|json|sql|lua|sh))(?![\w/-])/g;

describe('citations', () => {
  it('finds the repository’s files and their citations (the test sees them)', () => {
    expect(files).toContain('server/platform/config.ts');
    expect(texts.get('README.md')).toMatch(DECISION_CITATION);
  });

  it('every docs/product.md § cited in a comment or a document is a section of docs/product.md', () => {
    const sections = productSections();
    expect(sections).toContain('§7');
    expect(sections).toContain('§D2b');
    const missing: string[] = [];
    for (const [file, text] of texts) {
      for (const match of text.matchAll(PRODUCT_CITATION)) {
        for (const [section] of (match[1] as string).matchAll(/§[0-9D][0-9a-z]*/g)) {
          if (!sections.has(section)) missing.push(`${file}:${lineOf(text, match.index)} cites ${section}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('every docs/decisions/NNNN cited in a comment or a document is a record there, by its whole name when given', () => {
    const records = fs.readdirSync(path.join(ROOT, 'docs/decisions')).filter((name) => /^\d{4}-/.test(name));
    const missing: string[] = [];
    for (const [file, text] of texts) {
      for (const match of text.matchAll(DECISION_CITATION)) {
        const [cited, number, rest] = match;
        const found = rest
          ? records.includes(`${number}${rest}`)
          : records.some((name) => name.startsWith(`${number}-`));
        if (!found) missing.push(`${file}:${lineOf(text, match.index)} cites ${cited}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('every file of the repository named by its path in a comment or a document exists', () => {
    const known = new Set(files);
    const missing: string[] = [];
    for (const [file, text] of texts) {
      for (const match of text.matchAll(REPOSITORY_PATH)) {
        const named = match[1] as string;
        if (!known.has(named) && !named.includes('NNNN'))
          missing.push(`${file}:${lineOf(text, match.index)} names ${named}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('every relative link of README.md, CONTRIBUTING.md and docs/ points to a file that exists', () => {
    const documents = files.filter(
      (file) => file === 'README.md' || file === 'CONTRIBUTING.md' || /^docs\/.*\.md$/.test(file),
    );
    expect(documents).toContain('docs/decisions/README.md');
    const broken: string[] = [];
    for (const file of documents) {
      const text = withoutCode(readText(file));
      for (const match of text.matchAll(/\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
        const target = (match[1] as string).split('#')[0] as string;
        if (target === '' || /^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
        const resolved = path.join(ROOT, path.dirname(file), decodeURIComponent(target));
        if (!fs.existsSync(resolved))
          broken.push(`${file}:${lineOf(text, match.index)} links to ${match[1]}`);
      }
    }
    expect(broken).toEqual([]);
  });
});

/** The text with its code blocks and code spans blanked (their brackets are code, not links), lines kept. */
function withoutCode(markdown: string): string {
  const blank = (code: string) => code.replace(/[^\n]/g, ' ');
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, blank).replace(/`[^`\n]+`/g, blank);
}
