/** The openApi module's door: what other modules, the app and the jobs may use. */
export { findIdempotent, findKeyById, insertIdempotent, pruneKeyRequests } from './access-keys.repository';
export { accessKeyRoutes } from './access-keys.routes';
export { assertKeyUnderCap, keySpentThisMonth, recordKeySpend } from './key-spend';
export { opsAccessKeyRoutes } from './ops-access-keys.routes';
export { createAccessKeyGate } from './request-signing';
