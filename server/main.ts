import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as build from 'virtual:react-router/server-build';
import type { ServerBuild } from 'react-router';
import { loadConfigOrExit } from './bootstrap';
import { runServer } from './serve-site';

await runServer(loadConfigOrExit(), {
  build: build as unknown as ServerBuild,
  // The client assets sit beside this bundle, wherever the build was written.
  clientDir: path.relative(process.cwd(), fileURLToPath(new URL('../client', import.meta.url))),
});
