/**
 * Staff accounts, their sign-in and TOTP, and the append-only audit trail.
 * This file is the module's one door: other modules, the app, the jobs and the seed import only what it exports.
 */
export { recordAudit } from './audit.service';
export { type AuditedDecision, decideAudited } from './audited-decision';
export { opsRoutes } from './ops.routes';
export { findStaffById, insertStaffMember } from './staff.repository';
export { staffSessionStoreOf } from './staff-sessions.service';
