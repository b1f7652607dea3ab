/**
 * No two files share a name for different things: a name found by search is the one file a reader meant. Some names
 * are a role every module or folder has, and say so by the folder they sit in; the database's schema and demo data
 * are named after the tables they define and fill, and a route's file after its address, folder included
 * (app/routes/admin/noticias.tsx is /admin/noticias, app/routes/noticias.tsx is /noticias).
 */
import { describe, expect, it } from 'vitest';
import { repositoryFiles } from './repository-files';

/** A module's public surface, its endpoints and their tests, a folder's README. */
const ROLE_NAMES = new Set(['index.ts', 'routes.ts', 'routes.test.ts', 'README.md']);
const NAMED_BY_THEIR_PLACE = /^(server\/db\/(migrations|schema|seed)\/|app\/routes\/|tests\/fixtures\/)/;

describe('file names', () => {
  it('are each one file’s among the code, the scripts and the tests', () => {
    const sources = repositoryFiles().filter(
      (file) => /^(app|server|domain|scripts|tests)\//.test(file) && !NAMED_BY_THEIR_PLACE.test(file),
    );
    expect(sources).toContain('server/http/app.ts');
    const byName = new Map<string, string[]>();
    for (const file of sources) {
      const name = file.slice(file.lastIndexOf('/') + 1);
      if (ROLE_NAMES.has(name)) continue;
      byName.set(name, [...(byName.get(name) ?? []), file]);
    }
    const shared = [...byName.values()].filter((paths) => paths.length > 1);
    expect(shared).toEqual([]);
  });
});
