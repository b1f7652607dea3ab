/**
 * A part that loads after its page (`laterPart`, app/components/lazy-part.tsx) is drawn first by the server, before
 * its code arrives: its stylesheets must come with the page, or the server's HTML shows unstyled until then. So the
 * `*-later.tsx` module that stands for it imports every stylesheet the part's own module imports, or else every module
 * that uses it does (a stylesheet shared with parts of a larger chunk is linked by the pages themselves).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, repositoryFiles } from './repository-files';

const STYLESHEET_IMPORT = /^import\s+'([^']+\.css)';/gm;
const LATER_IMPORT = /import\(\s*'(\.{1,2}\/[^']+)'\s*\)/g;

function stylesheetsOf(file: string): string[] {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  return [...text.matchAll(STYLESHEET_IMPORT)].map((match) =>
    path.posix.normalize(path.posix.join(path.posix.dirname(file), match[1] as string)),
  );
}

function moduleFile(from: string, specifier: string): string | null {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  for (const candidate of [base, `${base}.tsx`, `${base}.ts`]) {
    if (fs.existsSync(path.join(ROOT, candidate)) && fs.statSync(path.join(ROOT, candidate)).isFile())
      return candidate;
  }
  return null;
}

/** The app's modules that import `file` (by its path without the extension). */
function importersOf(file: string, modules: readonly string[]): string[] {
  const stem = file.replace(/\.tsx?$/, '');
  return modules.filter((other) => {
    const text = fs.readFileSync(path.join(ROOT, other), 'utf8');
    return [...text.matchAll(/from\s+'(\.{1,2}\/[^']+)'/g)].some(
      (match) =>
        path.posix.normalize(path.posix.join(path.posix.dirname(other), match[1] as string)) === stem,
    );
  });
}

describe('parts that load after their page', () => {
  const appModules = repositoryFiles().filter((file) => /^app\/.*\.tsx?$/.test(file));
  const laterModules = appModules.filter((file) => file.endsWith('-later.tsx'));

  it('are found', () => {
    expect(laterModules).toContain('app/features/contact/contact-form-later.tsx');
  });

  it.each(laterModules)('%s brings the stylesheets of the part it stands for', (file) => {
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
    const parts = [...text.matchAll(LATER_IMPORT)].map((match) => moduleFile(file, match[1] as string));
    expect(parts.length, 'it loads a part').toBeGreaterThan(0);
    const brought = new Set(stylesheetsOf(file));
    const users = importersOf(file, appModules);
    const linkedByEveryUser = (sheet: string) =>
      users.length > 0 && users.every((user) => stylesheetsOf(user).includes(sheet));
    const missing = parts
      .flatMap((part) => (part ? stylesheetsOf(part) : []))
      .filter((sheet) => !brought.has(sheet) && !linkedByEveryUser(sheet));
    expect(missing).toEqual([]);
  });
});
