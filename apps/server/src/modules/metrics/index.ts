/**
 * Prometheus's view of the business: figures read at scrape time (docs/operations.md, "Metrics").
 * This file is the module's one door: the app imports only what it exports.
 */
export { registerBusinessMetrics } from './business-metrics';
