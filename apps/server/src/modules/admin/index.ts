/**
 * The spec's admin calls (SPEC §7 admin): SMS and e-mail outboxes, and bulk coupons, notices, credit and notifications.
 * This file is the module's one door: other modules, the app, the jobs and the seed import only what it exports.
 */
export { adminRoutes } from './admin.routes';
