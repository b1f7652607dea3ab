import { createServer, type RequestListener, type Server, type ServerResponse } from 'node:http';
import net from 'node:net';

/** How long the requests in flight may take to finish once the process is asked to stop (docs/decisions/0048). */
export const REQUESTS_STOP_BOUND_MS = 10_000;

/**
 * How long a connection idle when the process is asked to stop stays open. A request already on its way on it (sent
 * before the signal, not yet read) is read and answered in that time; one sent later on it is answered too, with
 * `Connection: close`.
 */
export const IDLE_CONNECTIONS_GRACE_MS = 1_000;

/** How often connections that went idle since are closed, once the grace is over. */
const IDLE_SWEEP_MS = 100;

export interface StoppableServer {
  server: Server;
  /**
   * Stops taking connections, answers every request already received (each answer says `Connection: close`), closes
   * the idle keep-alive connections, and resolves once every connection has closed. Whatever is still running after
   * `boundMs` has its connection closed.
   */
  stop(boundMs?: number): Promise<void>;
}

/** An HTTP server that can stop without losing a request it has begun to receive (docs/decisions/0048). */
export function stoppableServer(listener: RequestListener): StoppableServer {
  let stopping: Promise<void> | undefined;
  // Answers not yet begun: told to close their connection when the process stops, so clients stop sending on it.
  const answering = new Set<ServerResponse>();
  const server = createServer((request, response) => {
    if (stopping) response.shouldKeepAlive = false;
    else {
      answering.add(response);
      response.once('close', () => answering.delete(response));
    }
    listener(request, response);
  });

  return {
    server,
    stop(boundMs = REQUESTS_STOP_BOUND_MS) {
      stopping ??= new Promise<void>((resolve) => {
        for (const response of answering) if (!response.headersSent) response.shouldKeepAlive = false;
        answering.clear();
        let sweep: NodeJS.Timeout | undefined;
        const grace = setTimeout(
          () => {
            server.closeIdleConnections();
            sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
          },
          Math.min(IDLE_CONNECTIONS_GRACE_MS, boundMs),
        );
        const bound = setTimeout(() => server.closeAllConnections(), boundMs);
        // http.Server#close would close the idle connections at once, and with them a request sent on one and not yet
        // read. net.Server's only stops taking connections (in a cluster worker, the primary stops handing it any);
        // the idle ones are closed after the grace above.
        net.Server.prototype.close.call(server, () => {
          clearTimeout(grace);
          clearInterval(sweep);
          clearTimeout(bound);
          resolve();
        });
      });
      return stopping;
    },
  };
}
