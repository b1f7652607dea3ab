export { createMetrics, type Metrics, type PoolStats } from './metrics';
export { observeRequests } from './observe-requests';
export { METRICS_PATH, metricsRoutes } from './routes';
