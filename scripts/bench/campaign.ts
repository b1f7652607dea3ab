import { CONFIRMED_FIELD } from '#domain/back-office/confirmations';
import { CSRF_FIELD } from '#domain/back-office/staff-accounts';
import { INTRANET_PATHS } from '#domain/catalogue/intranet-paths';
import { MARITAL_STATUSES } from '#domain/operation/personal-data';
import { BackOfficeBrowser } from './back-office-browser';
import { type LoadOptions, type Measurement, measure, type Target } from './measure';
import { integer, ms, table } from './report';

/*
 * A campaign (docs/performance.md "A campaign"): many people browse while dozens reserve at once, and the stock file
 * changes every brand's prices in the middle of it.
 * - Browsing alone: every browsing target under load at the same time, one wrk each, for its requests a second.
 * - The campaign: the same load while BUYERS buyers each start an operation, save steps 1 and 2, open the payment and
 *   pay with the sandbox, through the API as the pages do, each from an address of its own (X-Forwarded-For, with
 *   TRUST_PROXY=1), as buyers come from their own connections.
 * - The storm: the same load while an administrator applies a stock file of STORM_ROWS rows in the back office, which
 *   drops every brand's kept pages at once; a prober beside the load times each page request, to tell when pages are
 *   fast again.
 */

/** Buyers who reserve at once during the campaign. */
export const BUYERS = 50;
/** Rows of the stock file applied during the storm. */
export const STORM_ROWS = 500;

const BUDGETS = {
  /** Kept pages and JSON while the campaign runs. */
  browsingP99Ms: 50,
  /** Each step of a buyer's flow. */
  stepP99Ms: 200,
  /** The browsing load's requests a second during the campaign, as a share of what it reaches alone. */
  browsingShare: 0.5,
  /** After the stock file is applied, pages are back under browsingP99Ms within this. */
  stormRecoverySeconds: 5,
} as const;

const STEPS = ['start', 'step 1 (cash)', 'step 2 (buyer)', 'payment start', 'card token', 'payment'] as const;
type Step = (typeof STEPS)[number];

const DEALERSHIP = '/api/v2/territorio/dealership';

interface StockRow {
  id: number;
  brand_id: number;
  family: string;
  subfamily: string;
  color: string;
  location: string;
  model_year: number;
  doors: number;
  list_price: number;
  discount: number;
  chassis: string;
  available: boolean;
  full_price_with_discount: number;
}

/**
 * The server's counters (server/metrics/metrics.ts), summed over its worker processes: as read, or per second of a
 * phase.
 */
interface ServerCounts {
  /** Kept pages and JSON sent. */
  hits: number;
  /** Requests for a page or JSON that was not kept: rendered, or waiting for its render. */
  renders: number;
  pagesDropped: number;
  /** CPU time of the worker processes (user and system). */
  cpuSeconds: number;
}

/** The bearer token the bench's server is started with (METRICS_TOKEN), so the campaign can read /metrics. */
export const BENCH_METRICS_TOKEN = 'bench-metrics-token-for-the-campaign';

async function serverCounts(origin: string): Promise<ServerCounts> {
  const answer = await fetch(`${origin}/metrics`, {
    headers: { authorization: `Bearer ${BENCH_METRICS_TOKEN}` },
    signal: AbortSignal.timeout(30_000),
  });
  if (!answer.ok) throw new Error(`/metrics answered ${answer.status}`);
  const text = await answer.text();
  const sum = (pattern: RegExp) =>
    [...text.matchAll(pattern)].reduce((total, match) => total + Number(match[1]), 0);
  return {
    hits: sum(/^page_cache_requests_total\{outcome="hit"\} (\S+)$/gm),
    renders: sum(/^page_cache_requests_total\{outcome="miss"\} (\S+)$/gm),
    pagesDropped: sum(/^page_cache_pages_invalidated_total (\S+)$/gm),
    cpuSeconds: sum(/^process_cpu_seconds_total (\S+)$/gm),
  };
}

/** The server's counters through `phase`, per second of it. */
async function measuredActivity<Result>(
  origin: string,
  phase: () => Promise<Result>,
): Promise<{ result: Result; activity: ServerCounts }> {
  const before = await serverCounts(origin);
  const from = performance.now();
  const result = await phase();
  const seconds = (performance.now() - from) / 1000;
  const after = await serverCounts(origin);
  const rate = (key: keyof ServerCounts) => (after[key] - before[key]) / seconds;
  return {
    result,
    activity: {
      hits: rate('hits'),
      renders: rate('renders'),
      pagesDropped: rate('pagesDropped'),
      cpuSeconds: rate('cpuSeconds'),
    },
  };
}

function describeActivity(activity: ServerCounts): string {
  return `${integer(activity.hits)} kept answers sent a second, ${integer(activity.renders)} not kept (rendered or waiting for a render), ${integer(activity.pagesDropped)} dropped by a change; the server's processes took ${activity.cpuSeconds.toFixed(2)} CPU seconds a second`;
}

/**
 * Why browsing slowed: the CPU the kept answers of the campaign would take at their cost alone, and what the rest of
 * the server's CPU went to.
 */
function whyBrowsingSlowed(alone: ServerCounts, during: ServerCounts): string {
  const perKept = alone.hits > 0 ? alone.cpuSeconds / alone.hits : 0;
  const browsing = during.hits * perKept;
  const rest = Math.max(0, during.cpuSeconds - browsing);
  return `of the server's ${during.cpuSeconds.toFixed(2)} CPU seconds a second during the campaign, the kept answers took about ${browsing.toFixed(2)} (at ${(perKept * 1_000_000).toFixed(0)} µs each, as alone) and the buyers' steps, the mail and the pages rendered again ${rest.toFixed(2)}`;
}

export interface CampaignReport {
  lines: string[];
  problems: string[];
}

async function json<T>(origin: string, path: string): Promise<T> {
  const answer = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(30_000) });
  if (!answer.ok) throw new Error(`${path} answered ${answer.status}`);
  return (await answer.json()) as T;
}

/** Every unit the catalogue lists, brand by brand, family by family, as the intranet endpoints answer. */
async function everyUnit(origin: string): Promise<StockRow[]> {
  const units: StockRow[] = [];
  for (const paths of Object.values(INTRANET_PATHS)) {
    const families = await json<{ data: { id: number }[] }>(origin, paths.families);
    for (const family of families.data) {
      let offset: number | null = 0;
      while (offset !== null) {
        const page: { data: StockRow[]; meta: { next_offset: number | null } } = await json(
          origin,
          `${paths.stock}?family_id=${family.id}&limit=100&offset=${offset}`,
        );
        units.push(...page.data);
        offset = page.meta.next_offset;
      }
    }
  }
  return units;
}

function percentile(values: readonly number[], share: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

/** All the targets under load at once, one wrk each, the connections shared out. */
function browse(origin: string, targets: readonly Target[], load: LoadOptions): Promise<Measurement[]> {
  const connections = Math.max(2, Math.floor(load.connections / targets.length));
  return Promise.all(targets.map((target) => measure(origin, target, { ...load, connections })));
}

/** One buyer's reservation, step by step, each step timed; the first failure ends it. */
async function reserve(
  origin: string,
  unit: StockRow,
  buyer: number,
  timings: Map<Step, number[]>,
  errors: string[],
): Promise<void> {
  const headers = {
    'content-type': 'application/json',
    'x-forwarded-for': `10.77.${Math.floor(buyer / 250)}.${(buyer % 250) + 1}`,
  };
  const step = async <T>(name: Step, path: string, body: object, expected: number[]): Promise<T> => {
    const started = performance.now();
    const answer = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await answer.text();
    timings.get(name)?.push(performance.now() - started);
    if (!expected.includes(answer.status)) throw new Error(`${name}: ${answer.status} ${text.slice(0, 160)}`);
    return JSON.parse(text) as T;
  };
  type Operation = {
    code: string;
    version: number;
    amounts: { total: number };
    customer: object;
    purchase: object;
  };
  try {
    const email = `campana-${buyer}-${Date.now()}@example.com`;
    let { data: operation } = await step<{ data: Operation }>(
      'start',
      `${DEALERSHIP}/start`,
      { email, stock_id: unit.id, brand_id: unit.brand_id },
      [201],
    );
    ({ data: operation } = await step<{ data: Operation }>(
      'step 1 (cash)',
      `${DEALERSHIP}/update`,
      { code: operation.code, version: operation.version, cash_amount: operation.amounts.total },
      [200],
    ));
    await step(
      'step 2 (buyer)',
      `${DEALERSHIP}/update`,
      {
        ...operation,
        customer: {
          ...operation.customer,
          name: 'Lucía',
          lastname: 'Funes',
          telephone: '261 555-0101',
          dni: String(30_000_000 + buyer),
          email,
        },
        purchase: {
          ...operation.purchase,
          birthdate: '1985-03-15',
          marital_status_id: MARITAL_STATUSES[0].id,
        },
      },
      [200],
    );
    await step('payment start', `${DEALERSHIP}/payment/start`, { code: operation.code }, [200]);
    const { data: token } = await step<{ data: { id: string } }>(
      'card token',
      '/api/payments/sandbox/card-tokens',
      { holder: 'APRO', number: '4509953566233704' },
      [201],
    );
    await step(
      'payment',
      `${DEALERSHIP}/mp`,
      {
        code: operation.code,
        token: token.id,
        payment_method_id: 'visa',
        installments: 1,
      },
      [200, 201],
    );
  } catch (error) {
    errors.push(error instanceof Error ? error.message : String(error));
  }
}

/** Times GET requests of `paths`, `parallel` at a time each, until `stop` says so: when each began and took. */
async function probe(
  origin: string,
  paths: readonly string[],
  parallel: number,
  stop: () => boolean,
): Promise<{ at: number; ms: number; ok: boolean }[]> {
  const samples: { at: number; ms: number; ok: boolean }[] = [];
  const loop = async (path: string) => {
    while (!stop()) {
      const at = performance.now();
      try {
        const answer = await fetch(`${origin}${path}`, {
          headers: { 'accept-encoding': 'gzip, deflate, br' },
          signal: AbortSignal.timeout(10_000),
        });
        await answer.arrayBuffer();
        samples.push({ at, ms: performance.now() - at, ok: answer.ok });
      } catch {
        samples.push({ at, ms: performance.now() - at, ok: false });
      }
    }
  };
  await Promise.all(paths.flatMap((path) => Array.from({ length: parallel }, () => loop(path))));
  return samples;
}

/** The stock file: every listed unit's price moved by one peso, then new units of the same versions, STORM_ROWS rows. */
function stockFile(units: readonly StockRow[], run: number): string {
  const header = 'chassis,brand,family,version,color,location,model_year,doors,list_price,discount';
  const slugOf: Record<number, string> = { 1: 'volkswagen', 2: 'chevrolet', 4: 'nissan', 6: 'baic' };
  const available = units.filter((unit) => unit.available);
  const lines: string[] = [];
  const line = (unit: StockRow, chassis: string, price: number) =>
    [
      chassis,
      slugOf[unit.brand_id],
      unit.family,
      unit.subfamily,
      unit.color,
      unit.location,
      unit.model_year,
      unit.doors,
      price,
      unit.discount,
    ]
      .map((cell) => `"${String(cell).replaceAll('"', '""')}"`)
      .join(',');
  for (const unit of available.slice(0, STORM_ROWS))
    lines.push(line(unit, unit.chassis, unit.list_price + run));
  for (let index = 0; lines.length < STORM_ROWS && available.length > 0; index += 1) {
    const model = available[index % available.length] as StockRow;
    const chassis = `9BWCAMP${String(run % 100).padStart(2, '0')}${String(index).padStart(8, '0')}`;
    lines.push(line(model, chassis, model.list_price));
  }
  return [header, ...lines].join('\n');
}

/** The administrator's stock file through /admin/stock/archivo: the preview, then "Aplicar" confirmed. */
async function applyStockFile(origin: string, csv: string): Promise<void> {
  const admin = new BackOfficeBrowser(origin);
  await admin.signIn('admin', '/admin/stock/archivo');
  const { token } = await admin.formToken('/admin/stock/archivo');
  const preview = new FormData();
  preview.set(CSRF_FIELD, token);
  preview.set('intent', 'preview');
  preview.set('file', new Blob([csv], { type: 'text/csv' }), 'campana.csv');
  const previewed = await admin.fetch('/admin/stock/archivo', { method: 'POST', body: preview });
  const upload = (await previewed.text()).match(/name="upload" value="([0-9a-f]{64})"/)?.[1];
  if (!upload)
    throw new Error(`the stock file's preview answered ${previewed.status} without an upload to apply`);
  const applied = await admin.fetch('/admin/stock/archivo', {
    method: 'POST',
    body: new URLSearchParams({ [CSRF_FIELD]: token, intent: 'apply', upload, [CONFIRMED_FIELD]: '1' }),
  });
  await applied.arrayBuffer();
  if (applied.status !== 200) throw new Error(`applying the stock file answered ${applied.status}`);
}

/**
 * The campaign and the storm on a running server (started with TRUST_PROXY=1): browsing alone, browsing while BUYERS
 * buyers reserve, browsing while the stock file is applied. `pages` are the kept pages the storm's prober times.
 */
export async function runCampaign(
  origin: string,
  targets: readonly Target[],
  pages: readonly string[],
  load: LoadOptions,
): Promise<CampaignReport> {
  const lines: string[] = [];
  const problems: string[] = [];
  const units = await everyUnit(origin);
  const buyable = units
    .filter((unit) => unit.available && unit.full_price_with_discount > 0)
    .slice(0, BUYERS);
  if (buyable.length < BUYERS)
    problems.push(`only ${buyable.length} units can be reserved; the campaign wants ${BUYERS}`);

  console.log(`\n== A campaign: browsing alone, then while ${buyable.length} buyers reserve at once ==`);
  const { result: alone, activity: aloneActivity } = await measuredActivity(origin, () =>
    browse(origin, targets, load),
  );
  const timings = new Map<Step, number[]>(STEPS.map((name) => [name, []]));
  const errors: string[] = [];
  let buyingSeconds = 0;
  const { result: campaign, activity: campaignActivity } = await measuredActivity(origin, async () => {
    const during = browse(origin, targets, load);
    // The buyers start once the load is under way (after its warm-up).
    await new Promise((resolve) => setTimeout(resolve, (load.warmupSeconds + 1) * 1000));
    const started = performance.now();
    await Promise.all(buyable.map((unit, buyer) => reserve(origin, unit, buyer, timings, errors)));
    buyingSeconds = (performance.now() - started) / 1000;
    return during;
  });

  const rows: string[][] = [];
  for (const measured of campaign) {
    const before = alone.find((m) => m.target.name === measured.target.name);
    const broken = measured.non2xx + measured.errors + measured.timeouts;
    const fine = broken === 0 && measured.p99 <= BUDGETS.browsingP99Ms;
    rows.push([
      measured.target.name,
      integer(before?.rps ?? 0),
      integer(measured.rps),
      ms(measured.p50),
      ms(measured.p99),
      integer(broken),
      `p99 ≤ ${BUDGETS.browsingP99Ms} ms`,
      fine ? 'ok' : 'MISSED',
    ]);
    if (!fine)
      problems.push(
        `${measured.target.name} during the campaign: p99 ${ms(measured.p99)} ms, ${broken} failed answers (budget p99 ≤ ${BUDGETS.browsingP99Ms} ms, none failed)`,
      );
  }
  for (const name of STEPS) {
    const times = timings.get(name) ?? [];
    const p99 = percentile(times, 0.99);
    const fine = p99 <= BUDGETS.stepP99Ms;
    rows.push([
      `buyer: ${name}`,
      '',
      integer(times.length),
      ms(percentile(times, 0.5)),
      ms(p99),
      '',
      `p99 ≤ ${BUDGETS.stepP99Ms} ms`,
      fine ? 'ok' : 'MISSED',
    ]);
    if (!fine)
      problems.push(`the buyers' "${name}" took ${ms(p99)} ms at p99 (budget ≤ ${BUDGETS.stepP99Ms} ms)`);
  }
  console.log(
    `\n${table(['kind', 'alone req/s', 'campaign req/s (or count)', 'p50 ms', 'p99 ms', 'failed', 'budget', ''], rows, ['left', 'right', 'right', 'right', 'right', 'right', 'left', 'left'])}`,
  );
  const aloneRps = alone.reduce((sum, m) => sum + m.rps, 0);
  const campaignRps = campaign.reduce((sum, m) => sum + m.rps, 0);
  const share = aloneRps > 0 ? campaignRps / aloneRps : 0;
  const headline = `browsing during the campaign: ${integer(campaignRps)} req/s, ${(share * 100).toFixed(0)}% of ${integer(aloneRps)} alone (budget ≥ ${BUDGETS.browsingShare * 100}%); ${buyable.length - errors.length} of ${buyable.length} buyers reserved in ${buyingSeconds.toFixed(1)} s`;
  lines.push(`  ${share >= BUDGETS.browsingShare && errors.length === 0 ? 'PASS' : 'FAIL'}  ${headline}`);
  lines.push(`        browsing alone: ${describeActivity(aloneActivity)}`);
  lines.push(`        during the campaign: ${describeActivity(campaignActivity)}`);
  lines.push(`        ${whyBrowsingSlowed(aloneActivity, campaignActivity)}`);
  if (share < BUDGETS.browsingShare)
    problems.push(`browsing fell to ${(share * 100).toFixed(0)}% of its rate alone during the campaign`);
  for (const error of errors.slice(0, 5)) problems.push(`a buyer failed: ${error}`);
  if (errors.length > 5) problems.push(`…and ${errors.length - 5} more buyers failed`);

  console.log(`\n== The storm: a stock file of ${STORM_ROWS} rows applied while the browsing load runs ==`);
  const file = stockFile(await everyUnit(origin), Date.now() % 97);
  let stopped = false;
  const stormLoad = browse(origin, targets, load);
  const probed = probe(origin, pages, 1, () => stopped);
  await new Promise((resolve) => setTimeout(resolve, (load.warmupSeconds + 1) * 1000));
  const applyingFrom = performance.now();
  await applyStockFile(origin, file);
  const applied = performance.now();
  await new Promise((resolve) => setTimeout(resolve, Math.max(1, load.duration - 1) * 1000));
  stopped = true;
  const [storm, samples] = await Promise.all([stormLoad, probed]);
  const failedDuringStorm =
    storm.reduce((sum, m) => sum + m.non2xx + m.errors + m.timeouts, 0) + samples.filter((s) => !s.ok).length;
  // p99 of the pages in each second from when the file was applied; fast again from the first second after which every
  // second stays within the budget.
  const seconds: number[] = [];
  for (let from = applied; from < applied + (load.duration - 1) * 1000; from += 1000) {
    seconds.push(
      percentile(
        samples.filter((s) => s.at >= from && s.at < from + 1000).map((s) => s.ms),
        0.99,
      ),
    );
  }
  let slowUntil = 0;
  seconds.forEach((p99, index) => {
    if (p99 > BUDGETS.browsingP99Ms) slowUntil = index + 1;
  });
  const recovered = slowUntil <= BUDGETS.stormRecoverySeconds && slowUntil < seconds.length;
  lines.push(
    `  ${recovered && failedDuringStorm === 0 ? 'PASS' : 'FAIL'}  the storm: the file applied in ${((applied - applyingFrom) / 1000).toFixed(1)} s; pages back under ${BUDGETS.browsingP99Ms} ms at p99 ${slowUntil < seconds.length ? `after ${slowUntil} s` : `not within the ${seconds.length} s measured`} (budget ≤ ${BUDGETS.stormRecoverySeconds} s); ${failedDuringStorm} failed answers; p99 by second: ${seconds.map((value) => ms(value)).join(', ')} ms`,
  );
  if (!recovered)
    problems.push(
      `pages stayed over ${BUDGETS.browsingP99Ms} ms at p99 for ${slowUntil} s or more after the stock file`,
    );
  if (failedDuringStorm > 0) problems.push(`${failedDuringStorm} answers failed during the storm`);
  console.log(`\n${lines.join('\n')}`);
  return { lines, problems };
}
