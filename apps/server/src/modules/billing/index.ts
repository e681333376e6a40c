/**
 * Orders: the customer's order list and its exports.
 * This file is the module's one door: other modules, the app, the jobs and the seed import only what it exports.
 */
export { ordersRoutes } from './orders.routes';
export { getOrders } from './orders.service';
