import { browserSupportsWebAuthn } from '@simplewebauthn/browser';

// Apart from the ceremonies: deciding whether to show a passkey button must not evaluate the
// passkey contracts' schemas (ceremonies.ts), which cost the login page a long task on a phone.

/** Whether this browser can make and use passkeys at all (the buttons hide otherwise). */
export function passkeysSupported(): boolean {
  return browserSupportsWebAuthn();
}

/** The browser's own refusals (the person cancelled, the time ran out) are no server error. */
export function isCeremonyCancelled(error: unknown): boolean {
  return error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
}
