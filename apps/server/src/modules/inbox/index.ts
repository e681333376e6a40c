/**
 * The customer's inbox and the staff's operator notifications.
 * This file is the module's one door: other modules, the app, the jobs and the seed import only what it exports.
 */
export { inboxRoutes } from './inbox.routes';
export { sendOpsNotification } from './ops-notification.service';
export { opsNotificationsRoutes } from './ops-notifications.routes';
