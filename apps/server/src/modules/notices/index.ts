/** The notices module's door: what other modules, the app and the jobs may use. */
export { insertBanners, insertNotices } from './notices.repository';
export { noticesRoutes } from './notices.routes';
export { publishNotice } from './notices.service';
export { opsNoticesRoutes } from './ops-notices.routes';
