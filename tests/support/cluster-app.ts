import cluster from 'node:cluster';
import http from 'node:http';
import { runPrimary } from '../../server/cluster';
import { createLogger } from '../../server/logger';

/**
 * A clustered program as server/main.ts runs one: the primary starts CLUSTER_WORKERS workers, each answering its own
 * pid on CLUSTER_PORT (server/cluster.test.ts).
 */
if (cluster.isPrimary) runPrimary(Number(process.env.CLUSTER_WORKERS), createLogger('silent'));
else {
  http
    .createServer((_request, response) => response.end(String(process.pid)))
    .listen(Number(process.env.CLUSTER_PORT), '127.0.0.1');
}
