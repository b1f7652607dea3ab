import tsconfigPaths from 'vite-tsconfig-paths';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: [
      'domain/**/*.test.ts',
      'server/**/*.test.ts',
      'scripts/**/*.test.ts',
      'app/**/*.test.{ts,tsx}',
      // What only a PostgreSQL server can do (end a connection mid-statement): part of the run on TEST_DATABASE_URL.
      ...(process.env.TEST_DATABASE_URL ? ['server/**/*.postgres-test.ts'] : []),
    ],
    globalSetup: ['tests/support/database-template.ts'],
    // Each worker runs a PGlite in WebAssembly; two keep both cores busy without thrashing. Child processes rather than
    // worker threads: V8 can abort a whole process whose threads free WebAssembly code at once, and did so mid-run;
    // with the modules loaded once per worker (below) they cost about 5% (docs/decisions/0062).
    pool: 'forks',
    // A worker loads the modules once for all the files it runs, not once per file (a fifth of the run): every file
    // opens a database of its own, and no module keeps state a test could see. A file that replaces a module loads
    // what uses it again (vi.resetModules, server/mail/folder-transport.test.ts).
    isolate: false,
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
