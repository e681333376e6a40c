/**
 * Passkeys (WebAuthn, issue 46): registering, naming and removing them, signing in with one alone,
 * and the one assertion check the second factor and step-up use.
 * This file is the module's one door: other modules, the app, the jobs and the seed import only what it exports.
 */
export {
  type AssertionPurpose,
  passkeyAssertionOptions,
  type VerifiedPasskey,
  verifyPasskeyAssertion,
} from './passkey-assertion';
export { PasskeyReason } from './passkey-reasons';
export { countPasskeysOf, type PasskeyHolder } from './passkeys.repository';
export { passkeysRoutes } from './passkeys.routes';
