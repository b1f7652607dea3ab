/**
 * A deploy stops the running server with SIGTERM while clients are being served (docs/decisions/0048): the server as
 * `npm start` runs it, in a process of its own, on the test database (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { eventually, type LoadRequest, served, startLoad } from '../tests/support/request-load';
import { type StartedServer, startServer } from '../tests/support/started-server';
import { createProcessDatabase } from '../tests/support/test-database';

let sequence = 0;
/** A contact message: a write (a lead and its e-mails) that the app reads whole before it answers. */
const slowContact: LoadRequest = {
  path: '/api/v2/territorio/contact',
  method: 'POST',
  body: () => {
    sequence += 1;
    return JSON.stringify({
      name: `Cierre ${sequence}`,
      lastname: 'Prueba',
      telephone: '261 555-0000',
      message: 'Consulta enviada mientras el servidor se detiene.',
    });
  },
  // Half its body before the signal, the rest well after it.
  slowMs: 1_500,
};

describe('a server process asked to stop (SIGTERM)', () => {
  const cleanUps: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanUp of cleanUps.splice(0).reverse()) await cleanUp();
  });

  it('answers every request sent before the signal, slow ones included, closes its database and exits 0', async () => {
    const database = await createProcessDatabase();
    cleanUps.push(() => database.drop());
    const server: StartedServer = await startServer({ ...database.env, WEB_CONCURRENCY: '1' });
    cleanUps.push(() => void server.process.kill('SIGKILL'));

    const load = startLoad(server.port, [
      { request: { path: '/v1/vw/stock/families' }, senders: 4 },
      { request: { path: '/healthz' }, senders: 2 },
      { request: slowContact, senders: 3 },
    ]);
    cleanUps.push(() => void load.stop());
    // Every slow request is halfway through its body, and the others have been coming for a while.
    await eventually(
      'the load under way',
      () => load.slowInFlight() === 3 && load.answers().filter(served).length >= 30,
    );

    const signalled = load.mark();
    server.process.kill('SIGTERM');
    const exit = await server.exited;
    const answers = await load.stop();

    const sentBefore = answers.filter((answer) => answer.sentAt !== undefined && answer.sentAt < signalled);
    expect(sentBefore.filter((answer) => !served(answer))).toEqual([]);
    // The slow ones were still arriving when the signal came: the process waited for them.
    expect(sentBefore.filter((answer) => answer.slow && answer.answeredAt > signalled)).toHaveLength(3);
    expect(exit, server.output()).toEqual({ code: 0, signal: null });

    const messages = server.logLines().map((line) => line.msg ?? line.notJson);
    expect(messages).toContain('shutting down');
    expect(messages.at(-1)).toBe('stopped');
    expect(server.logLines().filter((line) => line.level !== undefined && Number(line.level) >= 50)).toEqual(
      [],
    );
    // The embedded database was closed: its folder is free for the next process.
    if (!database.env.DATABASE_URL)
      expect(fs.existsSync(path.join(database.dataDir, 'pglite.pid'))).toBe(false);
  }, 240_000);
});
