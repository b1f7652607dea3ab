import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

export interface DebianPackage {
  /** The package's name in Debian's archive. */
  readonly name: string;
  /** The file it installs that the caller runs: its presence says the package is there. */
  readonly executable: string;
}

/**
 * Makes sure Debian's packages are installed: whichever is missing is installed with apt-get when this runs as root on
 * a machine with apt; otherwise it prints the command to run and exits 1. `purpose` says who needs them.
 */
export function ensureDebianPackages(packages: readonly DebianPackage[], purpose: string): void {
  const missing = packages.filter(({ executable }) => !fs.existsSync(executable));
  if (missing.length === 0) return;
  const names = missing.map(({ name }) => name);
  const executables = missing.map(({ executable }) => executable);
  if (process.getuid?.() === 0 && hasAptGet()) {
    console.log(`${executables.join(' and ')} missing: installing Debian's ${names.join(' and ')}.`);
    run('apt-get', ['update']);
    run('apt-get', ['install', '-y', ...names]);
    const stillMissing = missing.filter(({ executable }) => !fs.existsSync(executable));
    if (stillMissing.length > 0) {
      console.error(
        `apt-get installed ${names.join(' and ')}, but ${stillMissing.map(({ executable }) => executable).join(' and ')} still does not exist.`,
      );
      process.exit(1);
    }
    return;
  }
  console.error(
    [
      `${purpose} use Debian's ${names.join(' and ')} (${executables.join(', ')}), not installed here. Install with:`,
      '',
      `  sudo apt-get install -y ${names.join(' ')}`,
      '',
      'then run the command again.',
    ].join('\n'),
  );
  process.exit(1);
}

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
