/**
 * Work orders: customers' tickets, attachments, and the staff desk that answers them.
 * This file is the module's one door: other modules, the app, the jobs and the seed import only what it exports.
 */
export { opsWorkOrdersRoutes } from './ops-work-orders.routes';
export { workOrderDeskRoutes } from './work-order-desk.routes';
export { removeStaleWaitingFiles } from './work-order-files.service';
export { insertCategory, insertDocument, insertSubcategory } from './work-order-help.repository';
export { closeResolvedBefore, insertCannedReply } from './work-order-tickets.repository';
export { workOrdersRoutes } from './work-orders.routes';
