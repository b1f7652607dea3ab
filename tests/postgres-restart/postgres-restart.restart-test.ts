/**
 * Restarts the real PostgreSQL server twice while the app takes a stream of writes and reads, and checks that the
 * process outlives its database: it stays up, answers nothing ≥ 500 but 503 (with Retry-After), loses no write it
 * acknowledged, gets ready again by itself, and sends no e-mail twice. A back-office page takes staff writes (new
 * promotions) at the same time, in this process (pages are compiled by the test runner): each answers a redirect or a
 * 503 with Retry-After, never 500, and every one acknowledged is stored.
 *
 * It restarts the whole server, so it never runs beside other test files: `npm run test:postgres-restart` runs it
 * alone, with its own configuration (vitest.postgres-restart.config.ts), after the PostgreSQL part of .ci/run.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase, selectRows } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { databaseUrl, withAdminClient } from '../support/database-template';
import { insertBrands } from '../support/factories';
import { createPagesTestApp, type PagesTestApp, pagesUnder } from '../support/pages-app';
import { createStaffMember, type StaffBrowser, signedIn, staffPost } from '../support/staff-sessions';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const APP_PROCESS = fileURLToPath(new URL('./app-process.ts', import.meta.url));

const REQUIREMENTS =
  'The PostgreSQL restart test restarts a real, local PostgreSQL server. It needs TEST_DATABASE_URL set to that ' +
  'server (e.g. TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run test:postgres-restart), ' +
  "pg_lsclusters and pg_ctlcluster (Debian's postgresql-common), and the right to restart the cluster: run it as " +
  'root or as the cluster owner.';

/** How long the app takes writes before, between and after the restarts. */
const LOAD_PHASE_MS = 2_500;
const RESTARTS = 2;
const WRITERS = 4;
/**
 * Between two requests of one writer or reader. A steady stream, not a flood: the mail sender must keep up with the
 * two messages each write queues, so that it is busy sending when PostgreSQL goes down and done soon after the load.
 */
const REQUEST_GAP_MS = 100;
/** Bound for /readyz to say ready again once PostgreSQL accepts connections. */
const READY_WITHIN_MS = 15_000;
/** Bound for the mail sender to deliver what was queued once the load stops. */
const OUTBOX_DRAINED_WITHIN_MS = 20_000;

interface Cluster {
  version: string;
  name: string;
}

interface Answer {
  kind: 'write' | 'read' | 'staff write';
  status: number | 'no answer';
  retryAfter: string | null;
  /** For an acknowledged write: the id the app answered and the unique name it was sent with. */
  saved?: { id: number; name: string };
  /** For an acknowledged staff write: the promotion's code. */
  savedCode?: string;
  /** For a staff write: when it was sent and answered (ms since the epoch). */
  sentAt?: number;
  answeredAt?: number;
}

let serverUrl: string;
let cluster: Cluster;
let databaseName: string;
let url: string;
let dataDir: string;
let app: ChildProcess | undefined;
let appOutput = '';
let baseUrl: string;
/** The back office's promotion pages on the same database, and a signed-in administrator. */
let staffDatabase: DatabaseHandle | undefined;
let backOffice: PagesTestApp;
let administrator: StaffBrowser;

/** The cluster serving `serverUrl`: the local one whose port it names. */
async function findCluster(target: URL): Promise<Cluster> {
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(target.hostname)) {
    throw new Error(
      `${REQUIREMENTS}\nTEST_DATABASE_URL names ${target.hostname}, which is not this machine.`,
    );
  }
  const port = target.port || '5432';
  let listing: string;
  try {
    listing = (await run('pg_lsclusters', ['--no-header'])).stdout;
  } catch (error) {
    throw new Error(`${REQUIREMENTS}\npg_lsclusters failed: ${(error as Error).message}`);
  }
  // Ver Cluster Port Status Owner Data-directory Log-file
  const rows = listing
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((columns) => columns.length >= 5);
  const row = rows.find((columns) => columns[2] === port);
  if (!row) throw new Error(`${REQUIREMENTS}\nNo local cluster listens on port ${port}:\n${listing}`);
  const [version = '', name = '', , , owner = ''] = row;
  const user = os.userInfo().username;
  if (user !== 'root' && user !== owner) {
    throw new Error(
      `${REQUIREMENTS}\nThis user (${user}) may not restart cluster ${version}/${name} (owner ${owner}).`,
    );
  }
  return { version, name };
}

async function restartPostgres(): Promise<void> {
  await run('pg_ctlcluster', [
    '--skip-systemctl-redirect',
    cluster.version,
    cluster.name,
    'restart',
    '-m',
    'fast',
  ]);
}

async function postmasterStart(): Promise<string> {
  return withAdminClient(serverUrl, async (client) => {
    const result = await client.query('select pg_postmaster_start_time()::text as started');
    return String(result.rows[0]?.started);
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor<T>(what: string, withinMs: number, check: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    if (app && !isAlive(app)) {
      throw new Error(
        `the app exited (${app.exitCode ?? app.signalCode}) while waiting for ${what}:\n${appOutput}`,
      );
    }
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function startApp(): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', APP_PROCESS], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  app = child;
  const collect = (chunk: Buffer) => {
    appOutput += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the app did not start:\n${appOutput}`)), 30_000);
    child.once('message', (message: { port?: number }) => {
      clearTimeout(timer);
      if (message.port) resolve(message.port);
      else reject(new Error(`unexpected message from the app: ${JSON.stringify(message)}`));
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the app exited at start (${code ?? signal}):\n${appOutput}`));
    });
  });
  baseUrl = `http://127.0.0.1:${port}`;
}

/** How many lines the app logged, by message: what an operator would have seen during the restarts. */
function logMessages(output: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const line of output.split('\n')) {
    if (!line.trim()) continue;
    let message = 'not JSON';
    try {
      message = String((JSON.parse(line) as { msg?: unknown }).msg);
    } catch {}
    counts[message] = (counts[message] ?? 0) + 1;
  }
  return counts;
}

function isAlive(child: ChildProcess | undefined): boolean {
  return child !== undefined && child.exitCode === null && child.signalCode === null;
}

/** Checked inside the test, so that a machine that cannot run it reports a failure, never a skipped test. */
async function prepare() {
  const given = process.env.TEST_DATABASE_URL;
  if (!given) throw new Error(`${REQUIREMENTS}\nTEST_DATABASE_URL is not set.`);
  serverUrl = given;
  cluster = await findCluster(new URL(serverUrl));

  databaseName = `restart_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database ${databaseName}`));
  url = databaseUrl(serverUrl, databaseName);
  const handle = await openDatabase({ url });
  try {
    await migrateDatabase(handle);
    await insertBrands(handle.db);
  } finally {
    await handle.close();
  }
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'postgres-restart-'));
  await startApp();
  staffDatabase = await openDatabase({ url });
  backOffice = await createPagesTestApp(staffDatabase.db, { keep: pagesUnder('/admin/promociones') });
  administrator = await signedIn(
    staffDatabase.db,
    await createStaffMember(staffDatabase.db, { role: 'admin' }),
  );
}

afterAll(async () => {
  if (isAlive(app)) {
    const exited = new Promise((resolve) => app?.once('exit', resolve));
    app?.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    if (isAlive(app)) app?.kill('SIGKILL');
  }
  app = undefined;
  // Bounded: a pool whose connections the restarts broke must not hold the clean-up past the hook's time.
  await Promise.race([staffDatabase?.close(), new Promise((resolve) => setTimeout(resolve, 10_000))]);
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  if (databaseName) {
    // PostgreSQL may still be coming up if the test failed mid-restart.
    await waitFor('dropping the test database', 30_000, async () => {
      await withAdminClient(serverUrl, (client) =>
        client.query(`drop database if exists ${databaseName} with (force)`),
      );
      return true;
    });
  }
}, 60_000);

it('outlives restarts of PostgreSQL under a stream of writes', async () => {
  await prepare();
  const answers: Answer[] = [];
  const readiness: { at: number; status: number | 'no answer' }[] = [];
  let loading = true;
  let sequence = 0;
  const runId = randomBytes(3).toString('hex');

  async function request(
    kind: Answer['kind'],
    pathname: string,
    init?: RequestInit,
  ): Promise<Response | null> {
    try {
      return await fetch(`${baseUrl}${pathname}`, { ...init, signal: AbortSignal.timeout(20_000) });
    } catch {
      answers.push({ kind, status: 'no answer', retryAfter: null });
      return null;
    }
  }

  async function writer() {
    while (loading) {
      sequence += 1;
      const name = `Reinicio ${runId} ${sequence}`;
      const response = await request('write', '/api/v2/territorio/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name,
          lastname: 'Prueba',
          telephone: '261 555-0000',
          // With an e-mail the lead queues two messages: the department's and the acknowledgement.
          email: `reinicio-${runId}-${sequence}@example.com`,
          message: 'Consulta enviada mientras se reinicia la base de datos.',
        }),
      });
      await pause(REQUEST_GAP_MS);
      if (!response) continue;
      const body = (await response.json().catch(() => null)) as { data?: { id?: number } } | null;
      const id = body?.data?.id;
      answers.push({
        kind: 'write',
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        saved: response.status === 201 && typeof id === 'number' ? { id, name } : undefined,
      });
    }
  }

  async function reader() {
    while (loading) {
      const response = await request('read', '/v1/vw/stock/families');
      await pause(REQUEST_GAP_MS);
      if (!response) continue;
      await response.arrayBuffer().catch(() => undefined);
      answers.push({
        kind: 'read',
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
      });
    }
  }

  async function staffWriter() {
    while (loading) {
      sequence += 1;
      const code = `R-${runId}-${sequence}`.toUpperCase();
      const sentAt = Date.now();
      const response = await Promise.resolve(
        backOffice.request(
          '/admin/promociones/nueva',
          staffPost(administrator, {
            code,
            description: 'Promoción creada mientras se reinicia la base de datos',
            brand_id: '1',
            kind: 'money',
            money: '100000',
            currency: 'ars',
            valid_from: '2026-01-01T00:00',
            usage_limit: '10',
            active: 'on',
          }),
        ),
      ).catch(() => null);
      const answeredAt = Date.now();
      await pause(REQUEST_GAP_MS);
      if (!response) {
        answers.push({ kind: 'staff write', status: 'no answer', retryAfter: null, sentAt, answeredAt });
        continue;
      }
      await response.arrayBuffer().catch(() => undefined);
      answers.push({
        kind: 'staff write',
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        savedCode: response.status === 302 ? code : undefined,
        sentAt,
        answeredAt,
      });
    }
  }

  async function readinessProbe() {
    while (loading) {
      const response = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(20_000) }).catch(
        () => null,
      );
      await response?.arrayBuffer().catch(() => undefined);
      readiness.push({ at: Date.now(), status: response?.status ?? 'no answer' });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  const load = Promise.all([
    ...Array.from({ length: WRITERS }, writer),
    reader(),
    staffWriter(),
    readinessProbe(),
  ]);

  const restarts: { restartMs: number; readyAfterMs: number }[] = [];
  /** When PostgreSQL was down or coming back: from the restart's start until the app said ready again. */
  const downtimes: { from: number; to: number }[] = [];
  try {
    await pause(LOAD_PHASE_MS);
    for (let index = 0; index < RESTARTS; index += 1) {
      const startedBefore = await postmasterStart();
      const began = Date.now();
      await restartPostgres();
      const restarted = Date.now();
      // The app's readiness, not ours: it must come back by itself, within a bound.
      await waitFor('/readyz answering 200 after the restart', READY_WITHIN_MS, async () => {
        const response = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(5_000) });
        await response.arrayBuffer();
        return response.status === 200 ? true : undefined;
      });
      restarts.push({ restartMs: restarted - began, readyAfterMs: Date.now() - restarted });
      downtimes.push({ from: began, to: Date.now() });
      // Proof that the server really restarted, rather than the test passing against one that never went away.
      expect(await postmasterStart()).not.toBe(startedBefore);
      await pause(LOAD_PHASE_MS);
    }
  } finally {
    loading = false;
    await load;
  }

  // The process is alive and still serves.
  expect(isAlive(app), `the app exited during the restarts:\n${appOutput}`).toBe(true);
  expect((await fetch(`${baseUrl}/healthz`)).status).toBe(200);

  const byStatus = new Map<string, number>();
  for (const answer of answers) {
    const key = `${answer.kind} ${answer.status}${answer.retryAfter ? ` retry-after ${answer.retryAfter}` : ''}`;
    byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
  }
  const summary = Object.fromEntries([...byStatus.entries()].sort());
  console.info('postgres restart test', JSON.stringify({ answers: summary, restarts }));

  // Every request got an answer; none ≥ 500 but 503, and every 503 says when to come back.
  expect(
    answers.filter((answer) => answer.status === 'no answer'),
    JSON.stringify(summary),
  ).toEqual([]);
  const serverErrors = answers.filter(
    (answer) => typeof answer.status === 'number' && answer.status >= 500 && answer.status !== 503,
  );
  expect(serverErrors, `${JSON.stringify(summary)}\n${appOutput}`).toEqual([]);
  for (const answer of answers.filter((each) => each.status === 503)) {
    expect(Number(answer.retryAfter)).toBeGreaterThan(0);
  }
  const acknowledged = answers.flatMap((answer) => (answer.saved ? [answer.saved] : []));
  expect(acknowledged.length).toBeGreaterThan(0);
  const staffAcknowledged = answers.flatMap((answer) => (answer.savedCode ? [answer.savedCode] : []));
  expect(staffAcknowledged.length).toBeGreaterThan(0);
  // The staff writes met the restarts too: some were in flight while PostgreSQL was down or coming back, and each was
  // answered a redirect or a 503 with Retry-After (checked above), never a 500. Which of the two depends on where the
  // restart caught it, so the test does not ask for either.
  const duringRestarts = answers.filter(
    (answer) =>
      answer.kind === 'staff write' &&
      downtimes.some(
        (down) => (answer.sentAt ?? Infinity) <= down.to && (answer.answeredAt ?? -Infinity) >= down.from,
      ),
  );
  expect(duringRestarts.length, JSON.stringify(summary)).toBeGreaterThan(0);

  const verify = await openDatabase({ url });
  try {
    // Every acknowledged write is stored, under the id the app answered.
    const stored = await selectRows<{ id: number; name: string }>(
      verify.db,
      sql`select id, name from contact_messages where name like ${`Reinicio ${runId} %`}`,
    );
    const storedById = new Map(stored.map((row) => [row.id, row.name]));
    const lost = acknowledged.filter((write) => storedById.get(write.id) !== write.name);
    expect(lost, `${lost.length} of ${acknowledged.length} acknowledged writes are missing`).toEqual([]);
    const storedCodes = new Set(
      (
        await selectRows<{ code: string }>(
          verify.db,
          sql`select code from promotions where code like ${`R-${runId.toUpperCase()}-%`}`,
        )
      ).map((row) => row.code),
    );
    expect(staffAcknowledged.filter((code) => !storedCodes.has(code))).toEqual([]);

    // The sender delivers what was queued; a message whose claim was lost with its connection waits for its lock.
    const outbox = () =>
      selectRows<{ id: number; status: string; due: boolean }>(
        verify.db,
        sql`select id, status, (status = 'pending' and next_attempt_at <= now()) as due from mail_outbox`,
      );
    await waitFor('the outbox to be delivered', OUTBOX_DRAINED_WITHIN_MS, async () =>
      (await outbox()).some((row) => row.due) ? undefined : true,
    );
    // A message written but not yet marked sent is recorded on the sender's next run.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const rows = await outbox();
    const folder = path.join(dataDir, 'outbox');
    const files = fs.existsSync(folder) ? fs.readdirSync(folder) : [];
    expect(
      files.filter((file) => !file.endsWith('.eml')),
      'partial files left in the outbox',
    ).toEqual([]);
    const filesPerMail = new Map<number, number>();
    for (const file of files) {
      const id = Number(/-mail-(\d+)\.eml$/.exec(file)?.[1]);
      filesPerMail.set(id, (filesPerMail.get(id) ?? 0) + 1);
    }
    const duplicates = [...filesPerMail.entries()].filter(([, count]) => count > 1);
    expect(duplicates, 'e-mails delivered more than once').toEqual([]);
    const sent = rows.filter((row) => row.status === 'sent').map((row) => row.id);
    // Every message marked sent was delivered, and every delivered one is marked sent.
    expect([...filesPerMail.keys()].sort((a, b) => a - b)).toEqual(sent.sort((a, b) => a - b));
    console.info(
      'postgres restart test',
      JSON.stringify({
        acknowledgedWrites: acknowledged.length,
        storedWrites: stored.length,
        mails: rows.length,
        mailFiles: files.length,
        mailsNotYetSent: rows.length - sent.length,
        readinessSeen: [...new Set(readiness.map((probe) => probe.status))],
        appLog: logMessages(appOutput),
      }),
    );
  } finally {
    await verify.close();
  }
}, 120_000);
