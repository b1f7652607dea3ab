import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type LaunchedChrome, launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling as THROTTLING } from 'lighthouse/core/config/constants.js';
import { runMeasuringCommand } from './bench/measuring-command';
import { runCommand, type ServerProcess, startServer } from './bench/processes';
import { measuredPublicPages, type PublicPage } from './bench/public-pages';
import { table } from './bench/report';
import { createScratchDatabase, type ScratchDatabase } from './bench/scratch-database';
import { UsageError } from './lib/usage-error';

/*
 * npm run bench:lighthouse [-- --no-build] [--runs N]
 *
 * Builds the site (into BUILD_DIR, default build/), starts it on a scratch database and a free loopback port, and runs
 * Lighthouse 12 in Debian's Chromium on the home, a brand page, a versions page, the offers page and the stock search:
 * first with its mobile preset (simulated slow 4G, the CPU slowed 4×), then with the CPU slowed 6× (a low-end phone).
 * Each page is measured N times (default 3) in each pass and the median run is reported, as Lighthouse recommends,
 * since the figures vary from run to run; beside them, the machine's Lighthouse benchmark index and load average.
 * Exit code 0 when every page meets the budgets, 1 when one misses, 2 for bad options.
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BUILD_DIR = process.env.BUILD_DIR ?? 'build';
const SERVER_ENTRY = path.resolve(ROOT, BUILD_DIR, 'server', 'index.js');
const CHROMIUM = '/usr/bin/chromium';
// The flags Chromium needs on a closed network (as in playwright.config.ts), with the new headless mode Lighthouse expects.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

/**
 * Performance ≥ 95 at any hour (issue #36; issue #14's 100 held only on a fast hour), accessibility 100, best practices
 * ≥ 95, SEO 100. Lighthouse rounds: 100 is a score of 0.995 or more.
 */
const BUDGETS: Readonly<Record<Category, number>> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 95,
  seo: 100,
};

/** The passes: the mobile preset, and the same with a low-end phone's CPU, each with its Total Blocking Time budget. */
const PASSES = [
  {
    name: 'mobile preset',
    cpuSlowdown: THROTTLING.mobileSlow4G.cpuSlowdownMultiplier,
    maxTbtMs: 150,
    scored: true,
  },
  { name: 'CPU slowed 6×', cpuSlowdown: 6, maxTbtMs: 300, scored: false },
] as const;
type Pass = (typeof PASSES)[number];

const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
] as const;

class LighthouseRunError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

interface Options {
  build: boolean;
  runs: number;
}

const USAGE = `Usage: npm run bench:lighthouse [-- --no-build] [--runs N]
  --no-build  reuse ${BUILD_DIR}/ as it is
  --runs N    Lighthouse runs per page, the median is reported (1 to 9, default 3)`;

function parseArgs(argv: readonly string[]): Options | 'help' {
  const options: Options = { build: true, runs: 3 };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--help' || arg === '-h') return 'help';
    if (arg === '--no-build') options.build = false;
    else if (arg === '--runs' || arg.startsWith('--runs=')) {
      const value = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[++i];
      const runs = Number(value);
      if (!Number.isInteger(runs) || runs < 1 || runs > 9)
        throw new UsageError('--runs takes a whole number from 1 to 9');
      options.runs = runs;
    } else throw new UsageError(`unknown option ${arg}`);
  }
  return options;
}

interface AuditResult {
  id: string;
  title: string;
  score: number | null;
  displayValue?: string;
  numericValue?: number;
  scoreDisplayMode?: string;
}

interface Report {
  environment?: { benchmarkIndex?: number };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, AuditResult>;
  runtimeError?: { code: string; message: string };
  runWarnings?: string[];
  lighthouseVersion?: string;
}

interface PageResult {
  target: PublicPage;
  scores: Record<Category, number>;
  report: Report;
}

let server: ServerProcess | undefined;
let scratch: ScratchDatabase | undefined;
let chrome: LaunchedChrome | undefined;

async function main(options: Options): Promise<number> {
  process.chdir(ROOT);
  if (options.build) {
    console.log(`Building into ${BUILD_DIR}/ (npx react-router build; pass --no-build to reuse it)…`);
    await runCommand('npx', ['react-router', 'build'], 10 * 60_000);
  }

  scratch = await createScratchDatabase();
  server = await startServer({
    entry: SERVER_ENTRY,
    env: {
      ...scratch.serverEnv,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // The pages read this server's own database; canonical links follow the loopback origin it listens on.
      INTRANET_URL: '',
      PUBLIC_URL: '',
    },
    readyTimeoutMs: 120_000,
  });
  console.log(`Server ready at ${server.origin} (${scratch.description}).`);

  const targets = await measuredPublicPages(server.origin);

  chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  const loadBefore = os.loadavg();
  const results = new Map<Pass, PageResult[]>();
  for (const pass of PASSES) {
    const passResults: PageResult[] = [];
    for (const target of targets) {
      const runs: PageResult[] = [];
      for (let run = 1; run <= options.runs; run++) {
        process.stdout.write(
          `Lighthouse ${pass.name}, ${target.name} (${target.path}), run ${run}/${options.runs}… `,
        );
        const result = await auditWithRetry(server.origin, target, chrome.port, pass);
        runs.push(result);
        console.log(
          `${(pass.scored ? CATEGORIES : (['performance'] as const)).map((category) => result.scores[category]).join(' / ')}, TBT ${metric(result.report, 'total-blocking-time')}`,
        );
      }
      passResults.push(
        pass.scored ? medianRun(runs, (run) => run.scores.performance) : medianRun(runs, tbtMs),
      );
    }
    results.set(pass, passResults);
  }
  return verdict(results, options.runs, [loadBefore, os.loadavg()]);
}

async function audit(origin: string, target: PublicPage, port: number, pass: Pass): Promise<PageResult> {
  const result = await lighthouse(`${origin}${target.path}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: pass.scored ? [...CATEGORIES] : ['performance'],
    throttling: { ...THROTTLING.mobileSlow4G, cpuSlowdownMultiplier: pass.cpuSlowdown },
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${target.path}`);
  const report = result.lhr as unknown as Report;
  if (report.runtimeError) {
    throw new LighthouseRunError(
      report.runtimeError.code,
      `Lighthouse could not audit ${target.path}: ${report.runtimeError.message}`,
    );
  }
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, Math.round((report.categories[category]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  return { target, scores, report };
}

/** Lighthouse's own hiccups (NO_NAVSTART, a lost trace) say "run again": a run is retried twice before failing. */
const RETRIES = 2;

async function auditWithRetry(
  origin: string,
  target: PublicPage,
  port: number,
  pass: Pass,
): Promise<PageResult> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await audit(origin, target, port, pass);
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || attempt >= RETRIES) throw error;
      process.stdout.write(`(${error.code}, again) `);
    }
  }
}

/** The run whose figure is the median (Lighthouse's own advice for variable scores): the score, or the TBT at 6×. */
function medianRun(runs: readonly PageResult[], figure: (run: PageResult) => number): PageResult {
  const sorted = [...runs].sort((a, b) => figure(a) - figure(b));
  return sorted[Math.floor((sorted.length - 1) / 2)] as PageResult;
}

function tbtMs(run: PageResult): number {
  return run.report.audits['total-blocking-time']?.numericValue ?? Number.POSITIVE_INFINITY;
}

function metric(report: Report, id: string): string {
  return report.audits[id]?.displayValue?.replace(/\s+/g, ' ') ?? '–';
}

function benchmarkIndex(result: PageResult): string {
  const index = result.report.environment?.benchmarkIndex;
  return index === undefined ? '–' : String(Math.round(index));
}

/** What cost a category its points: its audits that did not pass, heaviest first. */
function misses(report: Report, category: Category): string[] {
  const refs = report.categories[category]?.auditRefs ?? [];
  return refs
    .filter((ref) => {
      const result = report.audits[ref.id];
      return (
        result &&
        result.score !== null &&
        result.score < 1 &&
        (ref.weight > 0 || category !== 'performance') &&
        result.scoreDisplayMode !== 'informative' &&
        result.scoreDisplayMode !== 'notApplicable' &&
        result.scoreDisplayMode !== 'manual'
      );
    })
    .sort((a, b) => b.weight - a.weight)
    .map((ref) => {
      const result = report.audits[ref.id] as AuditResult;
      const value = result.displayValue ? ` (${result.displayValue})` : '';
      return `${result.title}${value} [${ref.id}, score ${Math.round((result.score ?? 0) * 100)}]`;
    });
}

function verdict(results: ReadonlyMap<Pass, readonly PageResult[]>, runs: number, load: number[][]): number {
  const problems: string[] = [];
  for (const [pass, passResults] of results) {
    console.log(
      `\n== Lighthouse ${passResults[0]?.report.lighthouseVersion ?? ''} mobile, ${pass.name} (CPU ${pass.cpuSlowdown}×), median of ${runs} run${runs === 1 ? '' : 's'} ==\n`,
    );
    const categories = pass.scored ? CATEGORIES : (['performance'] as const);
    console.log(
      table(
        [
          'page',
          'path',
          ...categories.map((category) => category.replace('-', ' ')),
          'TBT',
          'benchmark index',
        ],
        passResults.map((result) => [
          result.target.name,
          result.target.path,
          ...categories.map((category) => {
            const score = result.scores[category];
            return !pass.scored || score >= BUDGETS[category] ? String(score) : `${score} ✗`;
          }),
          `${metric(result.report, 'total-blocking-time')}${tbtMs(result) <= pass.maxTbtMs ? '' : ' ✗'}`,
          benchmarkIndex(result),
        ]),
        ['left', 'left', ...categories.map(() => 'right' as const), 'right', 'right'],
      ),
    );
    console.log(
      pass.scored
        ? `\n  budgets: performance ≥ ${BUDGETS.performance}, accessibility ${BUDGETS.accessibility}, best practices ≥ ${BUDGETS['best-practices']}, SEO ${BUDGETS.seo}, TBT ≤ ${pass.maxTbtMs} ms\n`
        : `\n  budget: TBT ≤ ${pass.maxTbtMs} ms\n`,
    );
    console.log(
      table(
        ['page', ...METRICS.map(([, label]) => label)],
        passResults.map((result) => [
          result.target.name,
          ...METRICS.map(([id]) => metric(result.report, id)),
        ]),
        ['left', 'right', 'right', 'right', 'right', 'right'],
      ),
    );

    for (const result of passResults) {
      const where = `${result.target.name} (${pass.name})`;
      if (tbtMs(result) > pass.maxTbtMs) {
        problems.push(`${where}: TBT ${metric(result.report, 'total-blocking-time')} > ${pass.maxTbtMs} ms`);
      }
      if (!pass.scored) continue;
      for (const category of CATEGORIES) {
        if (result.scores[category] >= BUDGETS[category]) continue;
        problems.push(`${where}: ${category} ${result.scores[category]} < ${BUDGETS[category]}`);
        for (const miss of misses(result.report, category).slice(0, 8)) problems.push(`    ${miss}`);
      }
    }
  }
  const loadText = load.map((averages) => averages.map((value) => value.toFixed(2)).join(' ')).join(' → ');
  console.log(
    `\n  load average (1, 5, 15 min) from the first run to the last: ${loadText} on ${os.cpus().length} cores`,
  );

  if (problems.length === 0) {
    console.log('\nResult: every page meets every budget.');
    return 0;
  }
  console.log(
    `\nResult: FAILED\n${problems.map((line) => `  ${line.startsWith('    ') ? line : `- ${line}`}`).join('\n')}`,
  );
  return 1;
}

async function cleanup(): Promise<void> {
  const browser = chrome;
  chrome = undefined;
  try {
    browser?.kill();
  } catch {
    // Already gone.
  }
  const running = server;
  server = undefined;
  await running?.stop().catch(() => {});
  const database = scratch;
  scratch = undefined;
  await database?.dispose();
}

await runMeasuringCommand({
  name: 'Lighthouse',
  usage: USAGE,
  parseArgs,
  main,
  limitMs: () => 45 * 60_000,
  stops: 'the browser and the server',
  cleanup,
  cleanupNow: () => {
    try {
      chrome?.kill();
    } catch {
      // Already gone.
    }
    scratch?.disposeSync();
  },
});
