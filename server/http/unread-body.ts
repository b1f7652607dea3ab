import type { IncomingMessage } from 'node:http';
import type { MiddlewareHandler } from 'hono';

/**
 * An answer sent before the request's body was read (a 413, a 429, a refusal of the content type…) says
 * `Connection: close`. Node would otherwise promise keep-alive, and @hono/node-server then drains the unread body
 * for at most 500 ms or 64 MB and destroys the socket past either bound: a client that reused the connection for its
 * next request would see it fail. Closing is honest and costs the client one new connection after a refusal.
 *
 * Under Node the request's own stream says whether the body was read to its end. Requests served in-process (tests)
 * have no stream: there a 413 is the one answer known to leave a body unread.
 */
export function closeConnectionOnUnreadBody(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!declaresBody(c.req.raw.headers)) return;
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    const unread = incoming ? !incoming.readableEnded : c.res.status === 413;
    if (unread) c.res.headers.set('connection', 'close');
  };
}

function declaresBody(headers: Headers): boolean {
  const length = headers.get('content-length');
  return headers.has('transfer-encoding') || (length !== null && length.trim() !== '0');
}
