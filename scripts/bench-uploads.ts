import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp, { type Sharp } from 'sharp';
import { MAX_IMAGE_PIXELS } from '#domain/back-office/media';
import { CSRF_FIELD } from '#domain/back-office/staff-accounts';
import { BackOfficeBrowser } from './bench/back-office-browser';
import { runMeasuringCommand } from './bench/measuring-command';
import { runCommand, type ServerProcess, startServer } from './bench/processes';
import { table } from './bench/report';
import { createScratchDatabase, type ScratchDatabase } from './bench/scratch-database';
import { UsageError } from './lib/usage-error';

/*
 * npm run bench:uploads [-- --no-build] [--keep-data]
 *
 * The memory of a server process while the back office uploads large pictures at once (issue 30's acceptance): builds
 * the site (into BUILD_DIR, default build/), starts it as one process on a scratch database and DATA_DIR, signs in
 * as the demo's content account, and posts unit photos to four units at the same moment, twice:
 * - "pictures": one picture each, generated with sharp: the two heaviest to decode that are accepted (an interlaced
 *   PNG and an AVIF, each at its format's lower limit), a phone-like JPEG at the 60-megapixel limit and one of about
 *   100 megapixels (refused by its header);
 * - "bodies": three 14 MB phone photos each, posts of about 42 MB, the most a form can bring in pictures.
 * It prints the process's resident memory (RSS) when idle, its peak while the uploads run (the kernel's high-water
 * mark, reset before each round, so no sample is missed) and after, with each upload's answer.
 * Exit code 0 when every answer is the expected one and the peak stays within the budget; 1 otherwise; 2 for bad
 * options.
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BUILD_DIR = process.env.BUILD_DIR ?? 'build';
const SERVER_ENTRY = path.join(ROOT, BUILD_DIR, 'server', 'index.js');
const MB = 1024 * 1024;

/**
 * The bound README states: a process's RSS may grow at most this much over its idle size while four large uploads
 * arrive at once. Two are handled at a time (server/media/upload-queue.ts), each with its body in memory (a few
 * copies of up to 51 MB) and one picture decoded within server/media's 256 MB decoding budget; measured on the 2-core
 * machine, 320 to 530 MB (PGlite or a PostgreSQL server).
 */
const BUDGET_GROWTH_MB = 700;

interface Options {
  build: boolean;
  keepData: boolean;
}

const USAGE = `Usage: npm run bench:uploads [-- --no-build] [--keep-data]
  --no-build   reuse ${BUILD_DIR}/ as it is
  --keep-data  keep the scratch folder (or database) at the end and print where it is

Environment:
  BENCH_DATABASE_URL  postgres://… of a PostgreSQL server where a scratch database may be created (and dropped);
                      without it the server uses PGlite in a temporary folder.`;

function parseArgs(argv: readonly string[]): Options | 'help' {
  const options: Options = { build: true, keepData: false };
  for (const arg of argv) {
    if (arg === '--help' || arg === '-h') return 'help';
    if (arg === '--no-build') options.build = false;
    else if (arg === '--keep-data') options.keepData = true;
    else throw new UsageError(`unknown option ${arg}`);
  }
  return options;
}

interface Picture {
  name: string;
  file: string;
  type: string;
  /** What the server should answer: the photo kept, or the refusal of its size. */
  expected: 'kept' | 'refused';
}

let server: ServerProcess | undefined;
let scratch: ScratchDatabase | undefined;
let pictures: string | undefined;

/** A phone-like photo: a smooth scene under sensor noise, which JPEG compresses as it does a real one. */
function noisy(width: number, height: number, sigma: number) {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma },
    },
  });
}

async function makePictures(folder: string): Promise<{ round1: Picture[]; round2: Picture[] }> {
  const write = async (name: string, type: string, expected: Picture['expected'], image: Sharp) => {
    const file = path.join(folder, name);
    await image.toFile(file);
    return { name, file, type, expected };
  };
  // 10,000 × 6,000 is exactly the limit.
  const side = { width: 10_000, height: MAX_IMAGE_PIXELS / 10_000 };
  // The two heaviest pictures to decode that are accepted come first, so both places of the queue hold one: an
  // interlaced PNG at its format's limit (44.7 megapixels) and an AVIF at its own (12.2).
  const round1 = [
    await write(
      'interlaced-44mp.png',
      'image/png',
      'kept',
      sharp({ create: { width: 7_700, height: 5_800, channels: 4, background: '#b0402a80' } }).png({
        progressive: true,
      }),
    ),
    await write(
      'avif-12mp.avif',
      'image/avif',
      'kept',
      noisy(4_000, 3_000, 8).avif({ quality: 50, effort: 0 }),
    ),
    await write(
      'limit-60mp.jpg',
      'image/jpeg',
      'kept',
      noisy(side.width, side.height, 10).jpeg({ quality: 80 }),
    ),
    await write('over-100mp.jpg', 'image/jpeg', 'refused', noisy(12_000, 8_400, 4).jpeg({ quality: 70 })),
  ];
  const round2: Picture[] = [];
  // Just under the 15 MB a picture may weigh: three of them make a post of about 42 MB.
  for (const quality of [86, 85, 84])
    round2.push(
      await write(`phone-q${quality}.jpg`, 'image/jpeg', 'kept', noisy(8_160, 6_144, 14).jpeg({ quality })),
    );
  return { round1, round2 };
}

interface Posted {
  label: string;
  status: number;
  seconds: number;
  notice: string;
  ok: boolean;
}

/** Posts `files` as a unit's new photos and reads the notice the page answers with. */
async function postPhotos(
  browser: BackOfficeBrowser,
  chassis: string,
  token: string,
  files: readonly Picture[],
): Promise<Posted> {
  const form = new FormData();
  form.set(CSRF_FIELD, token);
  form.set('intent', 'upload');
  for (const picture of files)
    form.append('photos', new Blob([fs.readFileSync(picture.file)], { type: picture.type }), picture.name);
  const started = performance.now();
  const answer = await browser.fetch(`/admin/stock/${chassis}`, { method: 'POST', body: form });
  const text = await answer.text();
  const seconds = (performance.now() - started) / 1000;
  const notice =
    text.match(/role="(?:status|alert)"[^>]*>([^<]+)</)?.[1]?.replaceAll('&quot;', '"') ?? text.slice(0, 120);
  const expected = files.every((picture) => picture.expected === 'kept') ? 200 : 422;
  const label = files.map((picture) => picture.name).join(' + ');
  return { label, status: answer.status, seconds, notice, ok: answer.status === expected };
}

/** The process's resident memory now and its high-water mark, from /proc (Linux), in MB. */
function memory(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) =>
    Number(status.match(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm'))?.[1] ?? NaN) / 1024;
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

/** Starts the high-water mark again from the present RSS (clear_refs 5); false where the kernel does not allow it. */
function resetPeak(pid: number): boolean {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** Runs `uploads` at once, sampling RSS every 20 ms besides the kernel's high-water mark. */
async function round(pid: number, uploads: (() => Promise<Posted>)[]) {
  const idle = memory(pid).rss;
  const exact = resetPeak(pid);
  let sampled = idle;
  const sampler = setInterval(() => {
    sampled = Math.max(sampled, memory(pid).rss);
  }, 20);
  const results = await Promise.all(uploads.map((upload) => upload()));
  clearInterval(sampler);
  const peak = exact ? Math.max(memory(pid).peak, sampled) : sampled;
  const after = memory(pid).rss;
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  return { idle, peak, after, settled: memory(pid).rss, exact, results };
}

async function main(options: Options): Promise<number> {
  process.chdir(ROOT);
  if (options.build) {
    console.log('Building (npx react-router build; pass --no-build to reuse the build as it is)…');
    await runCommand('npx', ['react-router', 'build'], 10 * 60_000);
  } else if (!fs.existsSync(SERVER_ENTRY)) {
    throw new UsageError(
      `${path.relative(ROOT, SERVER_ENTRY)} is missing: build first, or run without --no-build`,
    );
  }

  pictures = fs.mkdtempSync(path.join(os.tmpdir(), 'concesionaria-bench-pictures-'));
  console.log('Generating the pictures with sharp…');
  const { round1, round2 } = await makePictures(pictures);
  const described: string[][] = [];
  for (const picture of [...round1, ...round2]) {
    const { width = 0, height = 0 } = await sharp(picture.file, { limitInputPixels: false }).metadata();
    const size = fs.statSync(picture.file).size;
    described.push([
      picture.name,
      `${width} × ${height}`,
      `${((width * height) / 1e6).toFixed(1)} MP`,
      `${(size / MB).toFixed(1)} MB`,
    ]);
  }
  console.log(table(['picture', 'size', 'pixels', 'file'], described, ['left', 'right', 'right', 'right']));

  scratch = await createScratchDatabase({ keep: options.keepData });
  const cpus = os.cpus();
  console.log(
    `\nMachine: ${cpus.length} CPUs, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, Node ${process.version}; ` +
      `database: ${scratch.description}.`,
  );
  server = await startServer({
    entry: SERVER_ENTRY,
    env: {
      ...scratch.serverEnv,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      INTRANET_URL: '',
      PUBLIC_URL: '',
      // One process: its memory is what is measured.
      WEB_CONCURRENCY: '1',
      DEMO_STAFF_ACCOUNTS: '1',
    },
    readyTimeoutMs: 120_000,
  });
  const pid = server.pid;
  if (pid === undefined) throw new Error('the server has no process id');

  const browser = new BackOfficeBrowser(server.origin);
  await browser.signIn('content', '/admin/stock');
  const { page, token } = await browser.formToken('/admin/stock');
  const chassis = [
    ...new Set([...page.matchAll(/\/admin\/stock\/([A-HJ-NPR-Z0-9]{17})"/g)].map((m) => m[1])),
  ];
  if (chassis.length < 8) throw new Error(`the stock list shows ${chassis.length} units; 8 are needed`);
  const unit = (index: number) => chassis[index] as string;

  // A first small upload loads what every upload uses (sharp, the page's modules): idle means ready.
  const warm = round1[0] as Picture;
  const small = path.join(pictures, 'warm-up.jpg');
  await noisy(1600, 1200, 10).jpeg().toFile(small);
  await postPhotos(browser, unit(7), token, [{ ...warm, name: 'warm-up.jpg', file: small }]);
  const idle = memory(pid).rss;

  const rounds = [
    {
      name: 'pictures',
      uploads: round1.map((picture, index) => () => postPhotos(browser, unit(index), token, [picture])),
    },
    {
      name: 'bodies',
      uploads: [0, 1, 2, 3].map((index) => () => postPhotos(browser, unit(4 + index), token, round2)),
    },
  ];
  let failed = false;
  const summary: string[][] = [];
  for (const { name, uploads } of rounds) {
    console.log(`\n== ${name}: ${uploads.length} uploads at once ==`);
    const measured = await round(pid, uploads);
    console.log(
      table(
        ['upload', 'status', 's', 'answer'],
        measured.results.map((result) => [
          result.label,
          `${result.status}${result.ok ? '' : ' (unexpected)'}`,
          result.seconds.toFixed(1),
          result.notice,
        ]),
        ['left', 'right', 'right', 'left'],
      ),
    );
    const growth = measured.peak - idle;
    const held = growth <= BUDGET_GROWTH_MB;
    if (!held || measured.results.some((result) => !result.ok)) failed = true;
    summary.push([
      name,
      measured.idle.toFixed(0),
      `${measured.peak.toFixed(0)}${measured.exact ? '' : ' (sampled)'}`,
      `${growth.toFixed(0)}${held ? '' : ' (over)'}`,
      measured.after.toFixed(0),
      measured.settled.toFixed(0),
    ]);
  }

  console.log(
    `\nServer RSS in MB, one process: ${idle.toFixed(0)} MB idle (after start and a first small upload); ` +
      `growth is the peak over that. Budget: at most ${BUDGET_GROWTH_MB} MB of growth.`,
  );
  console.log(
    table(['round', 'before', 'peak', 'growth', 'after', '5 s later'], summary, [
      'left',
      'right',
      'right',
      'right',
      'right',
      'right',
    ]),
  );
  console.log(
    failed ? '\nA budget was missed or an upload got an unexpected answer.' : '\nEvery budget held.',
  );
  return failed ? 1 : 0;
}

async function cleanup(): Promise<void> {
  await server?.stop().catch(() => {});
  server = undefined;
  const database = scratch;
  scratch = undefined;
  await database?.dispose();
  if (pictures) fs.rmSync(pictures, { recursive: true, force: true });
  pictures = undefined;
}

await runMeasuringCommand({
  name: 'The uploads benchmark',
  usage: USAGE,
  parseArgs,
  main,
  limitMs: () => 20 * 60_000,
  stops: 'the server',
  cleanup,
  cleanupNow: () => {
    scratch?.disposeSync();
    if (pictures) fs.rmSync(pictures, { recursive: true, force: true });
  },
});
