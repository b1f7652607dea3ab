import { UsageError } from '../lib/usage-error';

export interface BenchOptions {
  /** Seconds of measurement per target. */
  duration: number;
  connections: number;
  /** Stock units added between the two phases. */
  units: number;
  /** Run `react-router build` first (default) or reuse the build as it is. */
  build: boolean;
  /** The build to measure, relative to the project: `build` unless --build-dir says otherwise. */
  buildDir: string;
  /** Leave the scratch data in place at the end, to inspect it. */
  keepData: boolean;
  /** Only the campaign and its storm (PostgreSQL), on the demo catalogue: to measure or profile them alone. */
  campaignOnly: boolean;
}

export const USAGE = `Usage: npm run bench -- [options]

  --duration N      seconds of measurement per target (default 10)
  --connections N   concurrent connections (default 50)
  --units N         stock units loaded before the second phase (default 10000)
  --no-build        reuse build/ instead of running \`react-router build\` first
  --build-dir DIR   measure the build in DIR as it is (implies --no-build): a copy of build/ kept to compare two
                    builds; it must sit in the project's folder, as build/ does
  --keep-data       keep the scratch folder (or database) at the end and print where it is
  --campaign-only   only the campaign and the storm, on the demo catalogue (needs BENCH_DATABASE_URL)
  --help            show this text

Environment:
  BENCH_DATABASE_URL  postgres://… of a PostgreSQL server where the benchmark may create (and then drop) a
                      scratch database; without it the benchmark uses PGlite in a temporary folder.`;

function positiveInteger(flag: string, raw: string | undefined, max: number): number {
  if (raw === undefined || !/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > max) {
    throw new UsageError(`${flag} needs a whole number between 1 and ${max} (got ${raw ?? 'nothing'})`);
  }
  return Number(raw);
}

export function parseArgs(argv: readonly string[]): BenchOptions | 'help' {
  const options: BenchOptions = {
    duration: 10,
    connections: 50,
    units: 10_000,
    build: true,
    buildDir: 'build',
    keepData: false,
    campaignOnly: false,
  };
  for (let index = 0; index < argv.length; index++) {
    const [flag, inline] = (argv[index] ?? '').split('=', 2) as [string, string | undefined];
    const value = () => inline ?? argv[++index];
    switch (flag) {
      case '--duration':
        options.duration = positiveInteger(flag, value(), 600);
        break;
      case '--connections':
        options.connections = positiveInteger(flag, value(), 1000);
        break;
      case '--units':
        options.units = positiveInteger(flag, value(), 1_000_000);
        break;
      case '--no-build':
        options.build = false;
        break;
      case '--build-dir': {
        const folder = value();
        if (!folder) throw new UsageError('--build-dir needs a folder');
        options.buildDir = folder;
        options.build = false;
        break;
      }
      case '--keep-data':
        options.keepData = true;
        break;
      case '--campaign-only':
        options.campaignOnly = true;
        break;
      case '--help':
      case '-h':
        return 'help';
      default:
        throw new UsageError(`unknown option ${flag}`);
    }
  }
  return options;
}
