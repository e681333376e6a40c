/**
 * Access keys of the open API: keys, sub-accounts' keys, monthly spend caps, request signing.
 * This file is the module's one door: other modules, the app, the jobs and the seed import only what it exports.
 */
export {
  findIdempotent,
  findKeyById,
  insertIdempotent,
  pruneKeyRequests,
  removeIdempotent,
  setIdempotentAnswer,
} from './access-keys.repository';
export { accessKeyRoutes } from './access-keys.routes';
export { assertKeyUnderCap, keySpentThisMonth, recordKeySpend } from './key-spend';
export { opsAccessKeyRoutes } from './ops-access-keys.routes';
export { createAccessKeyGate } from './request-signing';
