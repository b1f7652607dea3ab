import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type DebianPackage, ensureDebianPackages } from '../lib/debian-packages';

const execFileAsync = promisify(execFile);

export interface Target {
  readonly name: string;
  readonly path: string;
  readonly headers?: Readonly<Record<string, string>>;
}

export interface Measurement {
  readonly target: Target;
  readonly rps: number;
  /** Latencies, in ms: those of whole batches when requests were pipelined (see `pipeline`), not of one answer. */
  readonly p50: number;
  readonly p99: number;
  /** Requests sent at once per connection (LoadOptions.pipeline). */
  readonly pipeline: number;
  readonly requests: number;
  readonly non2xx: number;
  readonly errors: number;
  readonly timeouts: number;
  /** Status codes other than 2xx with their counts, e.g. "500×12". */
  readonly badStatuses: string;
  /** Size of one answer's body as fetched before the run. */
  readonly bodyBytes: number;
  /** How many entries that answer's `data` list held (JSON answers only). */
  readonly items: number | undefined;
  /** Server CPU time per answer during the measured run, in ms, when the platform tells. */
  readonly cpuPerRequest: number | undefined;
  /**
   * The share of the machine's CPU time its hypervisor gave to other machines during the run (Linux's "steal"), when
   * the platform tells: on a shared host the same build measures slower while it is high.
   */
  readonly steal: number | undefined;
}

export interface LoadOptions {
  readonly connections: number;
  /** Seconds. */
  readonly duration: number;
  /** An untimed run before the measured one; 0 for none (a target measured again at once). */
  readonly warmupSeconds: number;
  /**
   * Requests sent at once on each connection (HTTP/1.1 pipelining), 1 unless said: more lets wrk read many answers per
   * system call, so it takes less of the cores the server runs on (docs/decisions/0038).
   */
  readonly pipeline?: number;
}

/** One plain request first: its status and size show what the load run is about to repeat. */
async function probe(
  origin: string,
  target: Target,
): Promise<{ status: number; bytes: number; items: number | undefined }> {
  // fetch decompresses what it receives: the size is that of the answer itself (a page's HTML uncompressed).
  const response = await fetch(`${origin}${target.path}`, { signal: AbortSignal.timeout(30_000) });
  const body = await response.arrayBuffer();
  let items: number | undefined;
  if (response.headers.get('content-type')?.includes('json')) {
    try {
      const { data } = JSON.parse(Buffer.from(body).toString('utf8')) as { data?: unknown };
      if (Array.isArray(data)) items = data.length;
    } catch {
      // Not the envelope we expected: the size says enough.
    }
  }
  return { status: response.status, bytes: body.byteLength, items };
}

/** wrk: a load generator in C from Debian's archive, light enough to leave the server the machine's cores. */
const WRK: DebianPackage = { name: 'wrk', executable: '/usr/bin/wrk' };
const WRK_REPORT = fileURLToPath(new URL('./wrk-report.lua', import.meta.url));
const WRK_PIPELINED = fileURLToPath(new URL('./wrk-pipelined.lua', import.meta.url));

/** Installs wrk when it can (root with apt), or says how: the benchmark needs it before it starts anything. */
export function ensureLoadGenerator(): void {
  ensureDebianPackages([WRK], 'The benchmark (npm run bench)');
}

interface WrkReport {
  requests: number;
  durationUs: number;
  connect: number;
  read: number;
  write: number;
  status: number;
  timeout: number;
  p50Us: number;
  p99Us: number;
}

/**
 * One wrk run of `seconds` against the target, with one thread: a second thread would take the core a second server
 * process needs, and one thread drives tens of thousands of requests a second. Its latencies are those of the whole
 * answer, as a browser on the same machine would wait for it.
 */
async function runWrk(url: string, target: Target, load: LoadOptions, seconds: number): Promise<WrkReport> {
  const headers = Object.entries(target.headers ?? {}).flatMap(([name, value]) => [
    '-H',
    `${name}: ${value}`,
  ]);
  const depth = load.pipeline ?? 1;
  const args = [
    '-t1',
    `-c${load.connections}`,
    `-d${seconds}s`,
    '--timeout',
    '10s',
    '-s',
    depth > 1 ? WRK_PIPELINED : WRK_REPORT,
    ...headers,
    url,
    ...(depth > 1 ? ['--', String(depth)] : []),
  ];
  const { stdout } = await execFileAsync(WRK.executable, args, { timeout: (seconds + 30) * 1000 });
  const line = stdout.split('\n').find((text) => text.startsWith('{'));
  if (!line) throw new Error(`wrk printed no summary for ${target.path}:\n${stdout}`);
  return JSON.parse(line) as WrkReport;
}

export async function measure(
  origin: string,
  target: Target,
  options: LoadOptions,
  serverCpuMs: () => number | undefined = () => undefined,
): Promise<Measurement> {
  const first = await probe(origin, target);
  const url = `${origin}${target.path}`;
  // A short untimed run first: JIT, prepared plans and the database's caches settle before measuring.
  if (options.warmupSeconds > 0) await runWrk(url, target, options, options.warmupSeconds);
  const cpuBefore = serverCpuMs();
  const stealBefore = machineTimes();
  const result = await runWrk(url, target, options, options.duration);
  const stealAfter = machineTimes();
  const cpuAfter = serverCpuMs();
  const badStatuses: string[] = [];
  if (first.status < 200 || first.status > 299) badStatuses.push(`probe ${first.status}`);
  if (result.status > 0) badStatuses.push(`≥ 400×${result.status}`);
  return {
    target,
    rps: result.durationUs > 0 ? result.requests / (result.durationUs / 1_000_000) : 0,
    p50: result.p50Us / 1000,
    p99: result.p99Us / 1000,
    pipeline: options.pipeline ?? 1,
    requests: result.requests,
    non2xx: result.status + (first.status >= 200 && first.status <= 299 ? 0 : 1),
    errors: result.connect + result.read + result.write,
    timeouts: result.timeout,
    badStatuses: badStatuses.join(' '),
    bodyBytes: first.bytes,
    items: first.items,
    cpuPerRequest:
      cpuBefore === undefined || cpuAfter === undefined || result.requests === 0
        ? undefined
        : (cpuAfter - cpuBefore) / result.requests,
    steal:
      stealBefore && stealAfter && stealAfter.total > stealBefore.total
        ? (stealAfter.steal - stealBefore.steal) / (stealAfter.total - stealBefore.total)
        : undefined,
  };
}

/** The machine's CPU time so far and the part of it stolen by the hypervisor, from /proc/stat (Linux only). */
function machineTimes(): { total: number; steal: number } | undefined {
  try {
    const fields = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      ?.trim()
      .split(/\s+/)
      .slice(1, 9)
      .map(Number);
    if (!fields || fields.length < 8 || fields.some((value) => !Number.isFinite(value))) return undefined;
    return { total: fields.reduce((sum, value) => sum + value, 0), steal: fields[7] ?? 0 };
  } catch {
    return undefined;
  }
}

export function failed(measurement: Measurement): boolean {
  return measurement.non2xx > 0 || measurement.errors > 0 || measurement.timeouts > 0;
}
