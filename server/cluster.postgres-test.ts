/**
 * The server as `npm start` runs it with two workers (WEB_CONCURRENCY) on a PostgreSQL server, under a load of reads,
 * and of writes whose bodies come slowly (docs/decisions/0048): a rolling restart (SIGHUP) loses no request, and a
 * SIGTERM then answers every request sent before it and exits 0. Several processes on one database need PostgreSQL,
 * so this file is part of the PostgreSQL run (TEST_DATABASE_URL).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { eventually, type LoadRequest, served, startLoad } from '../tests/support/request-load';
import { startServer } from '../tests/support/started-server';
import { createProcessDatabase } from '../tests/support/test-database';

let sequence = 0;
const slowContact: LoadRequest = {
  path: '/api/v2/territorio/contact',
  method: 'POST',
  body: () => {
    sequence += 1;
    return JSON.stringify({
      name: `Reinicio ${sequence}`,
      lastname: 'Prueba',
      telephone: '261 555-0000',
      message: 'Consulta enviada mientras se reemplazan los procesos.',
    });
  },
  slowMs: 1_000,
};

describe('two workers on PostgreSQL, replaced and stopped under load', () => {
  const cleanUps: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanUp of cleanUps.splice(0).reverse()) await cleanUp();
  });

  it('loses no request through a rolling restart, then answers what came before SIGTERM and exits 0', async () => {
    const database = await createProcessDatabase();
    cleanUps.push(() => database.drop());
    const server = await startServer({ ...database.env, WEB_CONCURRENCY: '2' }, { listeners: 2 });
    cleanUps.push(() => void server.process.kill('SIGKILL'));

    const load = startLoad(server.port, [
      { request: { path: '/v1/vw/stock/families' }, senders: 3 },
      { request: { path: '/readyz' }, senders: 1 },
      { request: slowContact, senders: 3 },
    ]);
    cleanUps.push(() => void load.stop());
    await eventually('the load under way', () => load.answers().filter(served).length >= 30, 60_000);

    server.process.kill('SIGHUP');
    await server.logged('rolling restart done', 1, 120_000);
    expect(server.logLines().filter((line) => line.msg === 'rolling restart: worker replaced')).toHaveLength(
      2,
    );
    // Every request so far, before, during and after the restart, was answered.
    const afterRestart = load.answers().length;
    await eventually('more answers', () => load.answers().length >= afterRestart + 30, 60_000);
    expect(load.answers().filter((answer) => !served(answer))).toEqual([]);

    await eventually('slow writes under way', () => load.slowInFlight() >= 2);
    const signalled = load.mark();
    server.process.kill('SIGTERM');
    const exit = await server.exited;
    const answers = await load.stop();

    const sentBefore = answers.filter((answer) => answer.sentAt !== undefined && answer.sentAt < signalled);
    expect(sentBefore.filter((answer) => !served(answer))).toEqual([]);
    expect(
      sentBefore.filter((answer) => answer.slow && answer.answeredAt > signalled).length,
    ).toBeGreaterThan(1);
    expect(exit, server.output()).toEqual({ code: 0, signal: null });
    expect(server.logLines().filter((line) => Number(line.level) >= 50)).toEqual([]);
  }, 300_000);
});
