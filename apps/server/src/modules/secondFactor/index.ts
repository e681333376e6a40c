/**
 * Customers' second factor (issue 46): TOTP with recovery codes, the sign-in challenge that follows
 * a first factor when one is enabled, and the step-up gate of the calls that matter.
 * This file is the module's one door: other modules, the app, the jobs and the seed import only what it exports.
 */
export { SECOND_FACTOR_VERIFIERS, type SecondFactorVerifier } from './factor-verifiers';
export { secondFactorRoutes } from './second-factor.routes';
export { startSessionOrChallenge } from './sign-in.service';
export { createStepUpGate } from './step-up.gate';
