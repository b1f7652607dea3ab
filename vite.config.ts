import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import tsconfigPaths from 'vite-tsconfig-paths';

// The server build's entry is our own Node server, which imports the React Router build as a virtual module.
export default defineConfig(({ isSsrBuild }) => ({
  build: isSsrBuild ? { rollupOptions: { input: './server/main.ts' }, target: 'node20' } : {},
  plugins: [reactRouter(), tsconfigPaths()],
}));
