import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { PageCache } from './page-cache';

/**
 * The server's request listener: a request the page cache has a recorded answer for is sent it at once
 * (server/page-cache/direct-answers.ts); every other goes to the app.
 */
export function keptFirst(pageCache: PageCache, app: RequestListener): RequestListener {
  return (request: IncomingMessage, response: ServerResponse) => {
    if (!pageCache.sendKept(request, response)) app(request, response);
  };
}
