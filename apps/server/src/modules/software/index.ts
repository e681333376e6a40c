/**
 * The software library: releases staff publish and customers download.
 * This file is the module's one door: other modules, the app, the jobs and the seed import only what it exports.
 */

export { insertFile, insertProduct, insertRelease } from './software.repository';
export { softwareRoutes } from './software.routes';
export { SOFTWARE_KINDS } from './software-file-kinds';
