/** The verification module's door: what other modules, the app and the jobs may use. */
export { opsVerificationRoutes } from './ops-verification.routes';
export { verificationRoutes } from './verification.routes';
export { kindOf, verifiedOwnerOf } from './verification-records';
