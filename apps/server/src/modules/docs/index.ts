/** The docs module's door: what other modules, the app and the jobs may use. */
export { insertArticle, insertCategory } from './docs.repository';
export { docsRoutes } from './docs.routes';
export { opsDocsRoutes } from './ops-docs.routes';
