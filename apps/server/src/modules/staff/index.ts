/** The staff module's door: what other modules, the app and the jobs may use. */
export { recordAudit } from './audit.service';
export { type AuditedDecision, decideAudited } from './audited-decision';
export { opsRoutes } from './ops.routes';
export { findStaffById, insertStaffMember } from './staff.repository';
export { staffSessionStoreOf } from './staff-sessions.service';
