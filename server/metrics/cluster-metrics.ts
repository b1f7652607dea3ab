import cluster from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

/**
 * The figures of every worker process in one answer (docs/decisions/0021-metrics.md). With WEB_CONCURRENCY workers,
 * whichever worker Prometheus reaches asks the primary, which gathers every worker's registry (prom-client's
 * AggregatorRegistry: counters and histograms summed, each gauge as its metric says) and sends the text back.
 */

const REQUEST = 'territorio:metrics-request';
const ANSWER = 'territorio:metrics-answer';
/** prom-client gives up on a worker that does not answer within 5 s. */
const ANSWER_TIMEOUT_MS = 6_000;

interface MetricsRequest {
  type: typeof REQUEST;
  id: number;
}
interface MetricsAnswer {
  type: typeof ANSWER;
  id: number;
  text?: string;
  error?: string;
}

const isMessage = <T extends { type: string }>(message: unknown, type: T['type']): message is T =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === type;

/** In the primary: answers the workers' requests for everyone's figures. */
export function answerWorkersMetricsRequests(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: unknown) => {
    if (!isMessage<MetricsRequest>(message, REQUEST)) return;
    const reply = (answer: Omit<MetricsAnswer, 'type' | 'id'>) => {
      if (worker.isConnected())
        worker.send({ type: ANSWER, id: message.id, ...answer } satisfies MetricsAnswer);
    };
    aggregator.clusterMetrics().then(
      (text) => reply({ text }),
      (error: unknown) => reply({ error: error instanceof Error ? error.message : 'unknown' }),
    );
  });
}

/** The text GET /metrics answers with: this process's registry, or every worker's when it is one of several. */
export function metricsText(registry: Registry): () => Promise<string> {
  const send = process.send?.bind(process);
  if (!cluster.isWorker || !send) return () => registry.metrics();
  AggregatorRegistry.setRegistries([registry]);
  // Constructing one is what makes this worker answer the primary's requests for its registry.
  new AggregatorRegistry();
  const waiting = new Map<number, { resolve(text: string): void; reject(error: Error): void }>();
  let lastId = 0;
  process.on('message', (message: unknown) => {
    if (!isMessage<MetricsAnswer>(message, ANSWER)) return;
    const pending = waiting.get(message.id);
    waiting.delete(message.id);
    if (message.text !== undefined) pending?.resolve(message.text);
    else pending?.reject(new Error(`the workers' metrics could not be gathered: ${message.error}`));
  });
  return () =>
    new Promise<string>((resolve, reject) => {
      lastId += 1;
      const id = lastId;
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error('the primary did not send the workers’ metrics'));
      }, ANSWER_TIMEOUT_MS);
      waiting.set(id, {
        resolve: (text) => {
          clearTimeout(timer);
          resolve(text);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      send({ type: REQUEST, id } satisfies MetricsRequest);
    });
}
