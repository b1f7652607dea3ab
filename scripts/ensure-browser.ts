import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

// The end-to-end tests drive Debian's Chromium (playwright.config.ts), never a browser downloaded by Playwright.
const CHROMIUM = '/usr/bin/chromium';

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

if (!fs.existsSync(CHROMIUM)) {
  const isRoot = process.getuid?.() === 0;
  if (isRoot && hasAptGet()) {
    console.log(`${CHROMIUM} is missing: installing Debian's chromium package.`);
    run('apt-get', ['update']);
    run('apt-get', ['install', '-y', 'chromium']);
    if (!fs.existsSync(CHROMIUM)) {
      console.error(`apt-get installed chromium, but ${CHROMIUM} still does not exist.`);
      process.exit(1);
    }
  } else {
    console.error(
      [
        `The browser tests need Chromium at ${CHROMIUM}, and it is not installed. Install it with:`,
        '',
        '  sudo apt-get install -y chromium',
        '',
        'then run the tests again.',
      ].join('\n'),
    );
    process.exit(1);
  }
}
