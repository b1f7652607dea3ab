export { answerWorkersMetricsRequests } from './cluster-metrics';
export { createMetrics, type Metrics } from './metrics';
export { observeRequests, requestRoute } from './observe-requests';
export { METRICS_PATH, metricsRoutes } from './routes';
