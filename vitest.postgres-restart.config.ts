import { defineConfig } from 'vitest/config';

/**
 * The PostgreSQL restart test alone (tests/postgres-restart): it restarts the whole server, which would break the
 * connections of any test file running beside it, so it has this configuration and `npm run test:postgres-restart`
 * to itself, and the main configuration never picks up its *.restart-test.ts name.
 */
export default defineConfig({
  test: {
    include: ['tests/postgres-restart/**/*.restart-test.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
