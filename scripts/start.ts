import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// `npm start`: build when the build is missing or older than the sources, then run the server
// (which migrates the database and loads the demo data into an empty catalogue).
const SOURCES = [
  'app',
  'server',
  'domain',
  'package-lock.json',
  'package.json',
  'vite.config.ts',
  'react-router.config.ts',
  'tsconfig.json',
];
const BUILD_DIR = path.resolve('build');
const STAMP = path.join(BUILD_DIR, '.source-hash');
const SERVER_ENTRY = path.join(BUILD_DIR, 'server', 'index.js');

function listFiles(entry: string): string[] {
  if (!fs.existsSync(entry)) return [];
  if (fs.statSync(entry).isFile()) return [entry];
  return fs
    .readdirSync(entry, { withFileTypes: true })
    .flatMap((child) => listFiles(path.join(entry, child.name)))
    .filter((file) => !file.includes(`${path.sep}.react-router${path.sep}`) && !file.endsWith('.test.ts'));
}

function sourceHash(): string {
  const hash = createHash('sha256');
  for (const file of SOURCES.flatMap(listFiles).sort()) {
    hash.update(file);
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex');
}

const current = sourceHash();
const built = fs.existsSync(SERVER_ENTRY) && fs.existsSync(STAMP) ? fs.readFileSync(STAMP, 'utf8') : '';
if (built !== current) {
  console.log(built ? 'The sources changed since the last build: building…' : 'No build yet: building…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.writeFileSync(STAMP, current);
}

// React picks its production build from NODE_ENV when first loaded: set it before the server bundle imports React.
process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(SERVER_ENTRY).href);
