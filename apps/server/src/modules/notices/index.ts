/**
 * Site notices: drafts, publishing and the public list.
 * This file is the module's one door: other modules, the app, the jobs and the seed import only what it exports.
 */
export { insertBanners, insertNotices } from './notices.repository';
export { noticesRoutes } from './notices.routes';
export { publishNotice } from './notices.service';
export { opsBannersRoutes } from './ops-banners.routes';
export { opsNoticesRoutes } from './ops-notices.routes';
