/**
 * Waiting for a GPU (issue 44, point 2): a customer's place in a first-come-first-served queue for
 * GPUs that match their criteria and price cap, served (notified or rented) as hosts free up.
 * This file is the module's one door: other modules, the app, the jobs and the seed import only what it exports.
 */
export { type QueueOutcome, serveGpuWaits } from './gpu-wait-queue.service';
export { gpuWaitsRoutes } from './gpu-waits.routes';
