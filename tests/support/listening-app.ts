import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';

type Fetch = (request: Request, env: { incoming: IncomingMessage }) => Response | Promise<Response>;

/**
 * The app behind a real HTTP server on a free local port, as server/main.ts serves it: requests come through Node's
 * sockets, so a client that cuts its body short or goes away is seen as in production, which `app.request(...)` in
 * process never shows.
 */
export async function listeningApp(app: { fetch: Fetch }) {
  const answering = new Set<Promise<unknown>>();
  const server = createServer(
    getRequestListener((request, env) => {
      const answer = Promise.resolve(app.fetch(request, env as { incoming: IncomingMessage }));
      const settled = answer.then(
        () => undefined,
        () => undefined,
      );
      answering.add(settled);
      void settled.then(() => answering.delete(settled));
      return answer;
    }),
  );
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Settles once the next request has arrived (its headers read). */
    nextRequest: () => once(server, 'request'),
    /** Settles once the app has answered every request it was given, whether or not the client was still there. */
    async idle(): Promise<void> {
      while (answering.size > 0) await Promise.all(answering);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
