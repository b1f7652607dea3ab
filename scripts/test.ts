import { spawn } from 'node:child_process';

/*
 * npm test: the unit and integration tests (Vitest), then the page tests (Playwright).
 *
 * Vitest leaves part of the machine idle (its workers wait on their databases), so the production build the page
 * tests serve is made meanwhile; Playwright then starts the server on that build (E2E_PREBUILT) instead of building
 * after Vitest. Any argument is handed to Playwright.
 */

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}

const build = run('npx', ['react-router', 'build'], { ...process.env, NODE_ENV: 'production' });
const unit = await run('npx', ['vitest', 'run']);
const built = await build;
if (unit !== 0) process.exit(unit);
if (built !== 0) {
  console.error('The production build for the page tests failed.');
  process.exit(built);
}
const browser = await run('npx', ['tsx', 'scripts/ensure-browser.ts']);
if (browser !== 0) process.exit(browser);
process.exit(
  await run('npx', ['playwright', 'test', ...process.argv.slice(2)], { ...process.env, E2E_PREBUILT: '1' }),
);
