/** The workOrders module's door: what other modules, the app and the jobs may use. */
export { opsWorkOrdersRoutes } from './ops-work-orders.routes';
export { workOrderDeskRoutes } from './work-order-desk.routes';
export { removeStaleWaitingFiles } from './work-order-files.service';
export { insertCategory, insertDocument, insertSubcategory } from './work-order-help.repository';
export { closeResolvedBefore, insertCannedReply } from './work-order-tickets.repository';
export { workOrdersRoutes } from './work-orders.routes';
