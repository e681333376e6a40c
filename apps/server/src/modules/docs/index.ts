/**
 * Help-centre documents: staff edit, customers read.
 * This file is the module's one door: other modules, the app, the jobs and the seed import only what it exports.
 */
export { insertArticle, insertCategory } from './docs.repository';
export { docsRoutes } from './docs.routes';
export { opsDocsRoutes } from './ops-docs.routes';
