import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import {
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
  ServerRouter,
} from 'react-router';
import { cspNonceContext, pageErrorsContext } from './context';
import { CspNonceProvider } from './lib/csp-nonce';
import { withScriptsAfterFirstScreen } from './lib/scripts-after-first-screen.server';

/**
 * React Router's default Node entry, plus what the server's policies need (docs/decisions/0015):
 * - the response's Content-Security-Policy nonce (set by server/http through the router context) goes to
 *   <ServerRouter>, which hands it to <Scripts>, <ScrollRestoration> and <Links>, to React's own inline scripts,
 *   and to components that write one (`useCspNonce`);
 * - errors go to the server's log through the router context, never to the console;
 * - HTML says its charset;
 * - the document is rendered whole and sent as one buffer (docs/decisions/0030): every loader has finished before
 *   the render starts, so streaming it sent nothing sooner, and cost a write and a compression step per chunk;
 * - its scripts are asked for once the first screen is painted (docs/decisions/0036).
 */

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // A HEAD answer has no body (RFC 9110 §9.3.2): nothing to render.
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(cspNonceContext);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;

    // Aborted after streamTimeout plus a second, so the rejected boundaries have time to reach the browser.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <CspNonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </CspNonceProvider>,
      {
        ...(nonce ? { nonce } : {}),
        // The document goes out whole (above), so no part of it is worth sending apart: React would otherwise send a
        // large page's Suspense boundaries after the rest, to be moved into place by a script (which also closes a
        // modal dialog they hold, and leaves a page without scripts with those parts hidden).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          // React's output is kept as it comes, in a plain Writable: a PassThrough would pass each chunk on again.
          const chunks: Uint8Array[] = [];
          const body = new Writable({
            write(chunk: Uint8Array, _encoding, done) {
              chunks.push(chunk);
              done();
            },
          });
          body.on('finish', () => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
            const document = withScriptsAfterFirstScreen(Buffer.concat(chunks));
            // Its length says the answer is whole: it is compressed in one call (server/http/compress-answers.ts).
            responseHeaders.set('Content-Length', String(document.byteLength));
            resolve(
              new Response(document, {
                headers: responseHeaders,
                status: responseStatusCode,
              }),
            );
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // An error before the shell rejects the promise and React Router reports it (handleError below).
          if (shellRendered) reportError(loadContext, error);
        },
      },
    );
  });
}

/** Everything React Router catches on the server, in loaders, actions and rendering. */
export const handleError: HandleErrorFunction = (error, { context }) => {
  reportError(context as RouterContextProvider | undefined, error);
};

function reportError(context: Readonly<RouterContextProvider> | undefined, error: unknown): void {
  try {
    if (context) {
      context.get(pageErrorsContext)(error);
      return;
    }
  } catch {
    // Rendered without the server's context (it sets a reporter for every request): fall through.
  }
  // Still one JSON line, without the error's message.
  process.stderr.write(
    `${JSON.stringify({ level: 50, time: Date.now(), name: error instanceof Error ? error.name : typeof error, msg: 'page error' })}\n`,
  );
}
