import type { AuthContext } from './identity';

/**
 * The check of a guarded call (an endpoint with `stepUp: true`, issue 46): with a second factor
 * enrolled, the caller's session must have proven it within the step-up window. Implemented by the
 * secondFactor module, handed to core by app.ts (core never imports a module).
 */
export interface StepUpGate {
  /** Throws stepUpRequired() when the caller must prove the second factor again. */
  assertRecent(auth: AuthContext): Promise<void>;
}
