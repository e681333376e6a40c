/** The billing module's door: what other modules, the app and the jobs may use. */
export { ordersRoutes } from './orders.routes';
export { getOrders } from './orders.service';
