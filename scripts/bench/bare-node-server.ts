import cluster from 'node:cluster';
import fs from 'node:fs';
import http from 'node:http';

/**
 * The physical limit the benchmark compares the site with: Node's own HTTP server answering, for each path, the very
 * bytes and headers the site answered (scripts/bench/bare-node.ts records them into BARE_ANSWERS), with no work of its
 * own. GET /readyz answers 200, as the site's does. BARE_WORKERS above 1 forks that many processes sharing the port.
 */
interface Recorded {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const workers = Number(process.env.BARE_WORKERS ?? '1');
if (cluster.isPrimary && workers > 1) {
  for (let index = 0; index < workers; index++) cluster.fork();
  // The benchmark stops this process with SIGTERM; the workers go with it.
  process.on('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill();
    process.exit(0);
  });
} else serve();

function serve(): void {
  const file = process.env.BARE_ANSWERS;
  if (!file) throw new Error('BARE_ANSWERS is needed');
  const recorded = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, Recorded>;
  const answers = new Map(
    Object.entries(recorded).map(([path, answer]) => [
      path,
      { status: answer.status, headers: answer.headers, body: Buffer.from(answer.body, 'base64') },
    ]),
  );

  http
    .createServer((request, response) => {
      if (request.url === '/readyz') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end('{"status":"ready"}');
        return;
      }
      const answer = answers.get(request.url ?? '');
      if (!answer) {
        response.writeHead(404);
        response.end();
        return;
      }
      response.writeHead(answer.status, answer.headers);
      response.end(answer.body);
    })
    .listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
}
