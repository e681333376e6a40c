import { refused } from '../../core/errors';
import type { WebAuthnConfig } from '../../core/webauthn-config';
import { PasskeyReason } from './passkey-reasons';

/**
 * Refuses an answer whose clientDataJSON names a page origin this console does not serve, before the
 * library's full check: the one refusal worth its own words (a phishing page, a misconfigured
 * WEBAUTHN_ORIGINS). The library checks the origin again with everything else.
 */
export function assertOriginAllowed(clientDataJSON: string, config: WebAuthnConfig): void {
  let origin: unknown;
  try {
    origin = (JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { origin?: unknown })
      .origin;
  } catch {
    throw refused(PasskeyReason.NOT_VERIFIED);
  }
  if (typeof origin !== 'string' || !config.origins.includes(origin)) throw refused(PasskeyReason.WRONG_SITE);
}
