/** The inbox module's door: what other modules, the app and the jobs may use. */
export { inboxRoutes } from './inbox.routes';
export { sendOpsNotification } from './ops-notification.service';
export { opsNotificationsRoutes } from './ops-notifications.routes';
