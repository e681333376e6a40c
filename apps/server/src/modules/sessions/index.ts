/** The sessions module's door: what other modules, the app and the jobs may use. */
export {
  assertLoginAllowed,
  type LoginThrottleDeps,
  loginWaitMs,
  recordLoginFailure,
} from './login-throttle';
export { revokeSession, revokeUserSessions } from './sessions.repository';
export { createSession, sessionStoreOf } from './sessions.service';
export { consumeVerifyCode, sendVerifyCode } from './sms-codes.service';
