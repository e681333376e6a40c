/**
 * Who may sign in and for how long: sessions, the sign-in throttle and one-time SMS codes.
 * This file is the module's one door: other modules, the app, the jobs and the seed import only what it exports.
 */
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
export { createSession, sessionStoreOf } from './sessions.service';
export { consumeVerifyCode, sendVerifyCode } from './sms-codes.service';
