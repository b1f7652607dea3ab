import cluster from 'node:cluster';
import { Counter, Registry } from 'prom-client';
import { runPrimary, tellPrimaryListening } from '../../server/cluster';
import { answerWorkersMetricsRequests } from '../../server/metrics';
import { metricsText } from '../../server/metrics/cluster-metrics';
import { createLogger } from '../../server/platform/logger';
import { manageProcess } from '../../server/process-lifecycle';
import { stoppableServer } from '../../server/stoppable-server';

/**
 * A clustered program as server/main.ts runs one: the primary starts CLUSTER_WORKERS workers, each answering its own
 * pid on CLUSTER_PORT (server/cluster.test.ts), `?ms=` milliseconds later when asked (a slow request), and counting those
 * answers in `answers_total`, which GET /metrics shows for all workers together
 * (server/metrics/cluster-metrics.test.ts). The primary and the workers stop as the site's do; the primary logs at
 * CLUSTER_LOG_LEVEL (silent by default).
 */
const logger = createLogger(process.env.CLUSTER_LOG_LEVEL ?? 'silent');
if (cluster.isPrimary) {
  runPrimary(Number(process.env.CLUSTER_WORKERS), logger);
  answerWorkersMetricsRequests();
} else {
  const lifecycle = manageProcess(logger);
  const registry = new Registry();
  const answers = new Counter({ name: 'answers_total', help: 'Pids answered.', registers: [registry] });
  const text = metricsText(registry);
  const site = stoppableServer(async (request, response) => {
    if (request.url === '/metrics') return response.end(await text());
    const ms = Number(new URL(request.url ?? '/', 'http://localhost').searchParams.get('ms'));
    if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
    answers.inc();
    response.end(String(process.pid));
  });
  lifecycle.onStop('requests', () => site.stop());
  site.server.listen(Number(process.env.CLUSTER_PORT), '127.0.0.1', tellPrimaryListening);
}
