import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type StoppableServer, stoppableServer } from './stoppable-server';

/** One request on `agent`'s connection: its status, its Connection header and body, or the error's code. */
function get(port: number, agent: http.Agent, path = '/') {
  return new Promise<{ status?: number; connection?: string; body?: string; error?: string }>((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path, agent }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      response.on('end', () =>
        resolve({ status: response.statusCode, connection: response.headers.connection, body }),
      );
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
  });
}

describe('a server that stops without losing a request', () => {
  let site: StoppableServer | undefined;
  const agents: http.Agent[] = [];
  afterEach(async () => {
    for (const agent of agents.splice(0)) agent.destroy();
    site?.server.closeAllConnections();
    site = undefined;
  });

  /** A server whose answer to `/lento` waits until `release()`; the port it listens on. */
  async function start() {
    const waiting: (() => void)[] = [];
    site = stoppableServer((request, response) => {
      if (request.url === '/lento') waiting.push(() => response.end('lento'));
      else response.end('ok');
    });
    const server = site.server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const release = () => {
      for (const answer of waiting.splice(0)) answer();
    };
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    agents.push(agent);
    return { site, port: (server.address() as AddressInfo).port, agent, release, waiting };
  }

  it('answers a request sent on an idle keep-alive connection just as it stops, and says to close it', async () => {
    const { site, port, agent } = await start();
    expect(await get(port, agent)).toMatchObject({ status: 200, connection: 'keep-alive' });
    // The connection is idle now; the next request goes on it right after the signal.
    const stopped = site.stop();
    expect(await get(port, agent)).toEqual({ status: 200, connection: 'close', body: 'ok' });
    await stopped;
  });

  it('answers the request in flight, takes no new connection, and stops once it is answered', async () => {
    const { site, port, agent, release, waiting } = await start();
    const slow = get(port, agent, '/lento');
    while (waiting.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    let stoppedYet = false;
    const stopped = site.stop().then(() => {
      stoppedYet = true;
    });
    const other = new http.Agent({ keepAlive: true });
    agents.push(other);
    expect((await get(port, other)).error).toBe('ECONNREFUSED');
    expect(stoppedYet).toBe(false);
    release();
    expect(await slow).toEqual({ status: 200, connection: 'close', body: 'lento' });
    await stopped;
  });

  it('closes a connection whose answer is still not done after the bound', async () => {
    const { site, port, agent } = await start();
    const stuck = get(port, agent, '/lento');
    await new Promise((resolve) => setTimeout(resolve, 50));
    await site.stop(200);
    expect((await stuck).error).toBe('ECONNRESET');
  });

  it('closes a keep-alive connection left idle', async () => {
    const { site, port, agent } = await start();
    expect((await get(port, agent)).status).toBe(200);
    const [socket] = Object.values(agent.freeSockets).flat();
    const closed = new Promise((resolve) => socket?.once('close', resolve));
    await site.stop();
    await closed;
  });
});
