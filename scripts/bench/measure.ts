import autocannon from 'autocannon';

export interface Target {
  readonly name: string;
  readonly path: string;
  readonly headers?: Readonly<Record<string, string>>;
}

export interface Measurement {
  readonly target: Target;
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
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
}

export interface LoadOptions {
  readonly connections: number;
  /** Seconds. */
  readonly duration: number;
  readonly warmupSeconds: number;
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

export async function measure(
  origin: string,
  target: Target,
  options: LoadOptions,
  serverCpuMs: () => number | undefined = () => undefined,
): Promise<Measurement> {
  const first = await probe(origin, target);
  const base = {
    url: `${origin}${target.path}`,
    connections: options.connections,
    pipelining: 1,
    timeout: 10,
    headers: { ...target.headers },
  };
  // A short untimed run first: JIT, prepared plans and the database's caches settle before measuring.
  await autocannon({ ...base, duration: options.warmupSeconds });
  const cpuBefore = serverCpuMs();
  const result = await autocannon({ ...base, duration: options.duration });
  const cpuAfter = serverCpuMs();
  const badStatuses = Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, { count }]) => `${status}×${count}`);
  if (first.status < 200 || first.status > 299) badStatuses.unshift(`probe ${first.status}`);
  return {
    target,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx + (first.status >= 200 && first.status <= 299 ? 0 : 1),
    errors: result.errors,
    timeouts: result.timeouts,
    badStatuses: badStatuses.join(' '),
    bodyBytes: first.bytes,
    items: first.items,
    cpuPerRequest:
      cpuBefore === undefined || cpuAfter === undefined || result.requests.total === 0
        ? undefined
        : (cpuAfter - cpuBefore) / result.requests.total,
  };
}

export function failed(measurement: Measurement): boolean {
  return measurement.non2xx > 0 || measurement.errors > 0 || measurement.timeouts > 0;
}
