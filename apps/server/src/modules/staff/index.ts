/** The staff module's door: what other modules, the app and the jobs may use. */
export { recordAudit } from './audit.service';
export { opsRoutes } from './ops.routes';
export { findStaffById, insertStaffMember } from './staff.repository';
export { staffSessionStoreOf } from './staff-sessions.service';
