/** The software module's door: what other modules, the app and the jobs may use. */

export { insertFile, insertProduct, insertRelease } from './software.repository';
export { softwareRoutes } from './software.routes';
export { SOFTWARE_KINDS } from './software-file-kinds';
