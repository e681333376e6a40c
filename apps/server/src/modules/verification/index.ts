/**
 * Real-name verification: personal, enterprise and student checks and the staff review.
 * This file is the module's one door: other modules, the app, the jobs and the seed import only what it exports.
 */
export { opsVerificationRoutes } from './ops-verification.routes';
export { verificationRoutes } from './verification.routes';
export { kindOf, verifiedOwnerOf } from './verification-records';
