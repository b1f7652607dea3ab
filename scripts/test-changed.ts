import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/*
 * npm run test:changed [-- --base REF]
 *
 * Runs what a change touches, for feedback in a couple of minutes instead of the whole suite:
 * - Vitest's changed mode: the unit and integration tests that import, directly or not, a file changed since REF;
 * - the page tests tagged with the features the change touches (each spec's `test.describe(…, { tag })`), by
 *   Playwright's --grep on those tags, without the projects a tagged spec depends on.
 * What every page shares (the frame, the components, the styles, the HTTP layer, the build) touches every feature:
 * then all page tests run. The whole suite stays `npm test`.
 */

const SHARED = [
  /^app\/(root|entry\.server|routes|context)\.tsx?$/,
  /^app\/(components|styles|lib)\//,
  /^server\/(http|requests|db|platform|bootstrap|serve-site|main)/,
  /^domain\/shared\//,
  /^(package(-lock)?\.json|vite\.config\.ts|react-router\.config\.ts|playwright\.config\.ts|tsconfig\.json)$/,
  /^tests\/e2e\/support\/page-checks\.ts$/,
  /^tests\/support\//,
];

/** The page routes, by file name, and the feature whose specs cover them. */
const ROUTE_FEATURES: readonly [RegExp, string[]][] = [
  [/^(home|not-found)\./, ['@home']],
  [/^vehiculos-0km\.reservar\./, ['@dealership']],
  [/^vehiculos-0km/, ['@vehicles']],
  [/^(concesionario-digital|arrepentimiento)/, ['@dealership']],
  [/^oportunidades/, ['@offers']],
  [/^(planes-de-ahorro|pagar-plan)/, ['@plans', '@info-pages']],
  [/^noticias/, ['@news']],
  [/^historias/, ['@stories']],
  [/^contacto/, ['@contact']],
  [/^(como-reservar|postventa|ducati|mercedes-benz)/, ['@info-pages']],
  [/^privacidad/, ['@privacy']],
  [/^(sitemap|robots)/, ['@seo']],
  [/^admin/, ['@admin']],
];

/** The server modules and domain files, and the features whose pages read or write through them. */
const SOURCE_FEATURES: readonly [RegExp, string[]][] = [
  [/^server\/catalogue\/|^domain\/catalogue\//, ['@vehicles', '@offers', '@plans', '@dealership']],
  [
    /^server\/content\/|^domain\/content\//,
    [
      '@home',
      '@news',
      '@stories',
      '@contact',
      '@info-pages',
      '@navigation',
      '@jobs',
      '@price-request',
      '@privacy',
    ],
  ],
  [/^server\/leads\//, ['@contact', '@jobs', '@price-request']],
  [
    /^server\/(staff|back-office|site-editing|price-editing|catalogue-editing)\/|^domain\/back-office\//,
    ['@admin'],
  ],
  [/^server\/(dealership|retention)\/|^domain\/operation\//, ['@dealership', '@payments']],
  [/^server\/(payments|mail)\//, ['@dealership', '@payments']],
  [/^server\/vehicle-images\//, ['@vehicles', '@offers']],
];

/** The tags a spec file gives its tests (`{ tag: ['@dealership'] }`); a file without any touches every page. */
function specTags(file: string): string[] | null {
  if (!fs.existsSync(file)) return [];
  const tags = [...fs.readFileSync(file, 'utf8').matchAll(/'(@[a-z][a-z-]*)'/g)].map(
    (match) => match[1] ?? '',
  );
  return tags.length > 0 ? [...new Set(tags)] : null;
}

function git(args: string[]): string[] {
  const result = spawnSync('git', args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout.split('\n').filter(Boolean);
}

function run(command: string, args: string[]): number {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { stdio: 'inherit' }).status ?? 1;
}

/** The feature tags of one changed file; null when it touches every page. */
export function tagsOf(file: string): string[] | null {
  if (SHARED.some((pattern) => pattern.test(file))) return null;
  // The back office's features are its pages' ('@admin'); each other feature is its own tag.
  if (/^app\/features\/back-office\//.test(file)) return ['@admin'];
  const feature = /^app\/features\/([^/]+)\//.exec(file)?.[1];
  if (feature) return [`@${feature}`];
  const routeFile = /^app\/routes\/(.+)$/.exec(file)?.[1];
  if (routeFile) return ROUTE_FEATURES.find(([pattern]) => pattern.test(routeFile))?.[1] ?? null;
  // A page spec (or an area's list of axe cases) stands for the features it is tagged with.
  if (/^tests\/e2e\/.+\.ts$/.test(file)) return specTags(file);
  return SOURCE_FEATURES.find(([pattern]) => pattern.test(file))?.[1] ?? [];
}

function main() {
  const baseIndex = process.argv.indexOf('--base');
  const base = baseIndex > 0 ? (process.argv[baseIndex + 1] ?? 'HEAD') : 'HEAD';
  const changed = [
    ...git(['diff', '--name-only', base]),
    ...git(['ls-files', '--others', '--exclude-standard']),
  ];
  if (changed.length === 0) {
    console.log(`Nothing changed since ${base}.`);
    return;
  }

  const unitStatus = run('npx', ['vitest', 'run', '--changed', base, '--passWithNoTests']);

  const perFile = changed.map(tagsOf);
  let pageStatus = 0;
  if (perFile.some((tags) => tags === null)) {
    console.log('\nA change every page shares: all page tests.');
    pageStatus = run('npx', ['playwright', 'test']);
  } else {
    const features = [...new Set(perFile.flatMap((found) => found ?? []))];
    if (features.length > 0) {
      pageStatus = run('npx', ['playwright', 'test', '--no-deps', '--grep', features.join('|')]);
    } else console.log('\nNo page test covers this change.');
  }
  process.exit(unitStatus || pageStatus);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
