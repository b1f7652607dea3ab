import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Target } from './measure';
import { type ServerProcess, startServer } from './processes';

const BARE_SERVER = fileURLToPath(new URL('./bare-node-server.ts', import.meta.url));

/** Headers of one connection, not of the answer: the bare server's own HTTP stack writes them. */
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date']);

interface Recorded {
  status: number;
  headers: Record<string, string>;
  /** Base64 of the bytes on the wire (compressed when the answer was). */
  body: string;
}

/** The answer to the target as sent, not decoded (fetch would decompress it). */
function record(origin: string, target: Target): Promise<Recorded> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${origin}${target.path}`, { headers: { ...target.headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(response.headers)) {
          if (value === undefined || HOP_HEADERS.has(name)) continue;
          headers[name] = Array.isArray(value) ? value.join(', ') : value;
        }
        headers['content-length'] = String(body.byteLength);
        resolve({ status: response.statusCode ?? 0, headers, body: body.toString('base64') });
      });
      response.on('error', reject);
    });
    request.setTimeout(30_000, () => request.destroy(new Error(`GET ${target.path} took over 30 s`)));
    request.on('error', reject);
  });
}

/**
 * Records what the site answers to each target, and starts a bare Node server that answers the same bytes: measured in
 * the same run on the same machine, it is what the site's figures are compared with. `workers` above 1 runs that many
 * processes on one port (node:cluster), as WEB_CONCURRENCY does for the site.
 */
export async function startBareNode(
  origin: string,
  targets: readonly Target[],
  workers = 1,
): Promise<ServerProcess> {
  const answers: Record<string, Recorded> = {};
  for (const target of targets) answers[target.path] = await record(origin, target);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'territorio-bench-bare-'));
  const file = path.join(folder, 'answers.json');
  fs.writeFileSync(file, JSON.stringify(answers));
  const server = await startServer({
    entry: BARE_SERVER,
    nodeArgs: ['--import', 'tsx'],
    env: { BARE_ANSWERS: file, BARE_WORKERS: String(workers) },
    readyTimeoutMs: 30_000,
  });
  return {
    ...server,
    async stop() {
      await server.stop();
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}
