import http from 'node:http';

/**
 * One GET on a connection of its own, so that a cluster may hand it to any of its workers: the body, or null when
 * nobody answers within `timeoutMs` (a connection handed to a worker as it dies is never answered) or nobody listens.
 */
export function getOnNewConnection(port: number, path: string, timeoutMs: number): Promise<string | null> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path, agent: false }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      response.on('end', () => resolve(body));
    });
    request.setTimeout(timeoutMs, () => request.destroy());
    request.on('error', () => resolve(null));
  });
}
