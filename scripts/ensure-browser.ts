import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/*
 * The page tests drive Debian's Chromium, never a browser downloaded by Playwright: its headless shell
 * (playwright.config.ts, docs/decisions/0017), and the full browser for the Lighthouse bench. Both come from Debian's
 * chromium source package; whichever is missing is installed.
 */
const PACKAGES = [
  { name: 'chromium', executable: '/usr/bin/chromium' },
  { name: 'chromium-headless-shell', executable: '/usr/bin/chromium-headless-shell' },
] as const;

function run(command: string, args: string[]): void {
  console.log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) {
    console.error(
      `${command} ${args.join(' ')} failed (${result.error?.message ?? `exit code ${result.status ?? result.signal}`}).`,
    );
    process.exit(result.status || 1);
  }
}

function hasAptGet(): boolean {
  return ['/usr/bin/apt-get', '/bin/apt-get'].some((candidate) => fs.existsSync(candidate));
}

const missing = PACKAGES.filter(({ executable }) => !fs.existsSync(executable));
if (missing.length > 0) {
  const names = missing.map(({ name }) => name);
  const isRoot = process.getuid?.() === 0;
  if (isRoot && hasAptGet()) {
    console.log(
      `${missing.map(({ executable }) => executable).join(' and ')} missing: installing Debian's ${names.join(' and ')}.`,
    );
    run('apt-get', ['update']);
    run('apt-get', ['install', '-y', ...names]);
    const stillMissing = missing.filter(({ executable }) => !fs.existsSync(executable));
    if (stillMissing.length > 0) {
      console.error(
        `apt-get installed ${names.join(' and ')}, but ${stillMissing.map(({ executable }) => executable).join(' and ')} still does not exist.`,
      );
      process.exit(1);
    }
  } else {
    console.error(
      [
        `The browser tests need Debian's Chromium (${missing.map(({ executable }) => executable).join(', ')}), and it is not installed. Install it with:`,
        '',
        `  sudo apt-get install -y ${names.join(' ')}`,
        '',
        'then run the tests again.',
      ].join('\n'),
    );
    process.exit(1);
  }
}
