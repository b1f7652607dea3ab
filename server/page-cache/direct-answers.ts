import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PageEncoding, SentAnswer, StoredPage } from './page-store';

/**
 * Kept answers sent straight to the socket (docs/decisions/0024-page-cache.md). The first whole answer of a kept page
 * goes through the app, which adds what every answer carries (the security headers, the validators, the cache
 * headers); its headers are recorded, and the next requests for the same page and encoding are sent those headers and
 * the kept bytes before the app sees them. Only what cannot differ from one request to the next is sent this way: a
 * GET or HEAD without a body and without `If-None-Match` (a 304 goes through the app).
 */

/** Headers that belong to one request or one connection, never recorded. */
const PER_REQUEST_HEADERS = new Set([
  'x-request-id',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
]);

export function sentAnswer(headers: Headers, route: string): SentAnswer {
  const recorded: string[] = [];
  for (const [name, value] of headers) if (!PER_REQUEST_HEADERS.has(name)) recorded.push(name, value);
  return { headers: recorded, route };
}

/** Whether the request can be answered with a recorded answer: a plain read the site answers alike for everyone. */
export function plainRead(request: IncomingMessage): boolean {
  const { method, headers } = request;
  return (
    (method === 'GET' || method === 'HEAD') &&
    headers['if-none-match'] === undefined &&
    headers['content-length'] === undefined &&
    headers['transfer-encoding'] === undefined
  );
}

/** The client's request id when it is a valid one (as the app's request-id middleware takes it), else a new one. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  if (typeof given === 'string' && given.length > 0 && given.length <= 255 && !/[^\w\-=]/.test(given))
    return given;
  return randomUUID();
}

/** Sends the page as recorded; the kept bytes themselves, none for a HEAD. */
export function sendRecorded(
  request: IncomingMessage,
  response: ServerResponse,
  page: StoredPage,
  encoding: PageEncoding,
  sent: SentAnswer,
): void {
  response.writeHead(200, [...sent.headers, 'x-request-id', requestIdOf(request)]);
  response.end(request.method === 'HEAD' ? undefined : page.bodies[encoding]);
}
