import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from '@playwright/test';
import { runMeasuringCommand } from './bench/measuring-command';
import { runCommand, type ServerProcess, startServer } from './bench/processes';
import { measuredPublicPages, type PublicPage } from './bench/public-pages';
import { table } from './bench/report';
import { createScratchDatabase, type ScratchDatabase } from './bench/scratch-database';
import { UsageError } from './lib/usage-error';

/*
 * npm run bench:long-tasks [-- --no-build] [--runs N]
 *
 * The main thread's tasks of the pages `npm run bench:lighthouse` measures, by the CPU time each took: builds (into
 * BUILD_DIR, default build/), starts the site on a scratch database, opens each page N times (default 3) in Debian's
 * Chromium at a phone's size, records a trace from the document's first bytes to 8 s after its load (it must be hydrated by then), and prints
 * the median run's figures. A task's CPU time, unlike its wall time, hardly changes when other work shares the
 * machine, so builds can be compared at any hour. Lighthouse's mobile preset multiplies each task by 4 and counts what
 * passes 50 ms as blocking (by 6 for a low-end phone): the blocking estimated here is that sum over every task, so it
 * also counts what comes before the first paint, which Lighthouse leaves out. A diagnostic: it exits 0 unless it fails.
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BUILD_DIR = process.env.BUILD_DIR ?? 'build';
const SERVER_ENTRY = path.resolve(ROOT, BUILD_DIR, 'server', 'index.js');
const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** A mid-range Android phone's viewport, as Lighthouse's mobile preset emulates it. */
const PHONE = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true } as const;
/** The page's scripts wait for its first screen (at most 3 s, docs/decisions/0036), then hydrate and settle. */
const TRACED_AFTER_LOAD_MS = 8000;
const SLOWDOWNS = [4, 6] as const;
const BLOCKING_FROM_MS = 50;

interface Options {
  build: boolean;
  runs: number;
}

const USAGE = `Usage: npm run bench:long-tasks [-- --no-build] [--runs N]
  --no-build  reuse ${BUILD_DIR}/ as it is
  --runs N    runs per page, the median is reported (1 to 9, default 3)`;

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

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { beginData?: { url?: string }; data?: { url?: string; functionName?: string } };
}

interface Task {
  cpuMs: number;
  /** What took most of it: a script's file, or the browser's own work (Layout, Paint…). */
  mostly: string;
}

interface PageRun {
  page: PublicPage;
  cpuMs: number;
  tasks: Task[];
}

let server: ServerProcess | undefined;
let scratch: ScratchDatabase | undefined;
let browser: Browser | undefined;

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
      INTRANET_URL: '',
      PUBLIC_URL: '',
    },
    readyTimeoutMs: 120_000,
  });
  console.log(`Server ready at ${server.origin} (${scratch.description}).`);
  const pages = await measuredPublicPages(server.origin);
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });

  const loadBefore = os.loadavg();
  const medians: PageRun[] = [];
  for (const page of pages) {
    const runs: PageRun[] = [];
    for (let run = 1; run <= options.runs; run++) {
      process.stdout.write(`${page.name} (${page.path}), run ${run}/${options.runs}… `);
      const result = await tracePage(browser, server.origin, page);
      console.log(
        `${result.cpuMs.toFixed(0)} ms of CPU, ${blockingMs(result, 4).toFixed(0)} ms blocking at 4×`,
      );
      runs.push(result);
    }
    const sorted = runs.sort((a, b) => blockingMs(a, 4) - blockingMs(b, 4));
    medians.push(sorted[Math.floor((sorted.length - 1) / 2)] as PageRun);
  }

  console.log(`\n== The main thread's tasks by CPU time, median of ${options.runs} run(s) ==\n`);
  console.log(
    table(
      [
        'page',
        'CPU',
        ...SLOWDOWNS.flatMap((slowdown) => [`tasks ≥ 50 ms at ${slowdown}×`, `blocking at ${slowdown}×`]),
        'longest tasks (CPU ms, mostly)',
      ],
      medians.map((result) => [
        result.page.name,
        `${result.cpuMs.toFixed(0)} ms`,
        ...SLOWDOWNS.flatMap((slowdown) => [
          String(result.tasks.filter((task) => task.cpuMs * slowdown >= BLOCKING_FROM_MS).length),
          `${blockingMs(result, slowdown).toFixed(0)} ms`,
        ]),
        [...result.tasks]
          .sort((a, b) => b.cpuMs - a.cpuMs)
          .slice(0, 4)
          .map((task) => `${task.cpuMs.toFixed(0)} ${task.mostly}`)
          .join(', '),
      ]),
      ['left', 'right', 'right', 'right', 'right', 'right', 'left'],
    ),
  );
  const load = [loadBefore, os.loadavg()]
    .map((averages) => averages.map((value) => value.toFixed(2)).join(' '))
    .join(' → ');
  console.log(
    `\n  load average (1, 5, 15 min) from the first run to the last: ${load} on ${os.cpus().length} cores`,
  );
  return 0;
}

function blockingMs(run: PageRun, slowdown: number): number {
  return run.tasks.reduce((sum, task) => sum + Math.max(0, task.cpuMs * slowdown - BLOCKING_FROM_MS), 0);
}

async function tracePage(browser: Browser, origin: string, page: PublicPage): Promise<PageRun> {
  const context = await browser.newContext(PHONE);
  try {
    const tab = await context.newPage();
    await browser.startTracing(tab, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'loading'],
    });
    await tab.goto(`${origin}${page.path}`, { waitUntil: 'load' });
    // A fixed wait rather than polling the page: what the test tool runs in the page would be traced with it.
    await tab.waitForTimeout(TRACED_AFTER_LOAD_MS);
    const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] })
      .traceEvents;
    const hydrated = await tab.evaluate(() => document.documentElement.dataset.hydrated === 'true');
    if (!hydrated) throw new Error(`${page.path} was not hydrated ${TRACED_AFTER_LOAD_MS} ms after its load`);
    return { page, ...mainThreadTasks(events, `${origin}${page.path}`) };
  } finally {
    await context.close();
  }
}

/** The page's main thread: the thread that parsed its document, from its first bytes on. */
function mainThreadTasks(events: readonly TraceEvent[], url: string): { cpuMs: number; tasks: Task[] } {
  const parse = events.find((event) => event.name === 'ParseHTML' && event.args?.beginData?.url === url);
  if (!parse) throw new Error(`the trace has no parse of ${url}`);
  const onMain = events.filter(
    (event) =>
      event.pid === parse.pid &&
      event.tid === parse.tid &&
      event.ph === 'X' &&
      event.ts >= parse.ts &&
      event.tdur !== undefined,
  );
  const tasks = onMain
    .filter((event) => event.name === 'RunTask')
    .map((task) => ({ cpuMs: (task.tdur ?? 0) / 1000, mostly: mostOf(task, onMain) }));
  return { cpuMs: tasks.reduce((sum, task) => sum + task.cpuMs, 0), tasks };
}

/** The event inside a task that took most of its CPU: a script by its file, or the browser's own step. */
function mostOf(task: TraceEvent, onMain: readonly TraceEvent[]): string {
  const end = task.ts + (task.dur ?? 0);
  const byKind = new Map<string, number>();
  for (const event of onMain) {
    if (event === task || event.name === 'RunTask' || event.ts < task.ts || event.ts + (event.dur ?? 0) > end)
      continue;
    const url = event.args?.data?.url;
    const kind = url ? path.basename(new URL(url, 'http://page/').pathname) || 'the page' : event.name;
    byKind.set(kind, (byKind.get(kind) ?? 0) + (event.tdur ?? 0));
  }
  return [...byKind].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'the browser';
}

async function cleanup(): Promise<void> {
  const running = browser;
  browser = undefined;
  await running?.close().catch(() => {});
  const site = server;
  server = undefined;
  await site?.stop().catch(() => {});
  const database = scratch;
  scratch = undefined;
  await database?.dispose();
}

await runMeasuringCommand({
  name: 'The long-task trace',
  usage: USAGE,
  parseArgs,
  main,
  limitMs: () => 30 * 60_000,
  stops: 'the browser and the server',
  cleanup,
  cleanupNow: () => scratch?.disposeSync(),
});
