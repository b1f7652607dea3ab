import cluster from 'node:cluster';
import http from 'node:http';
import { Counter, Registry } from 'prom-client';
import { runPrimary } from '../../server/cluster';
import { createLogger } from '../../server/logger';
import { answerWorkersMetricsRequests } from '../../server/metrics';
import { metricsText } from '../../server/metrics/cluster-metrics';

/**
 * A clustered program as server/main.ts runs one: the primary starts CLUSTER_WORKERS workers, each answering its own
 * pid on CLUSTER_PORT (server/cluster.test.ts), and counting those answers in `answers_total`, which GET /metrics
 * shows for all workers together (server/metrics/cluster-metrics.test.ts).
 */
if (cluster.isPrimary) {
  runPrimary(Number(process.env.CLUSTER_WORKERS), createLogger('silent'));
  answerWorkersMetricsRequests();
} else {
  const registry = new Registry();
  const answers = new Counter({ name: 'answers_total', help: 'Pids answered.', registers: [registry] });
  const text = metricsText(registry);
  http
    .createServer(async (request, response) => {
      if (request.url === '/metrics') return response.end(await text());
      answers.inc();
      response.end(String(process.pid));
    })
    .listen(Number(process.env.CLUSTER_PORT), '127.0.0.1');
}
