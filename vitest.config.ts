import tsconfigPaths from 'vite-tsconfig-paths';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: ['domain/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'app/**/*.test.{ts,tsx}'],
    globalSetup: ['tests/support/database-template.ts'],
    // Each worker runs a PGlite in WebAssembly; two keep both cores busy without thrashing.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
