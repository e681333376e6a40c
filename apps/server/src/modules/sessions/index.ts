/**
 * Who may sign in and for how long: sessions (with new-device alerts and the owner's own list),
 * the sign-in throttle, one-time SMS codes and their proof of work.
 * This file is the module's one door: other modules, the app, the jobs and the seed import only what it exports.
 */
export { deviceLabel } from './device-label';
export { loginSessionsRoutes } from './login-sessions.routes';
export {
  assertLoginAllowed,
  type LoginThrottleDeps,
  loginWaitMs,
  recordLoginFailure,
} from './login-throttle';
export { liveSessionById } from './session-by-id';
export {
  markSecondFactorProven,
  revokeSession,
  revokeUserSessions,
  secondFactorProvenAt,
} from './sessions.repository';
export { createSession, type SessionDeps, sessionStoreOf } from './sessions.service';
export { consumeVerifyCode, sendVerifyCode } from './sms-codes.service';
export { newPowChallenge } from './sms-proof-of-work';
