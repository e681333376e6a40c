import type { CDPSession, Page } from '@playwright/test';

/**
 * Chromium's virtual authenticator (CDP `WebAuthn.addVirtualAuthenticator`) on a page: a platform
 * passkey store that verifies its user without a prompt, as a laptop's fingerprint reader would.
 */
export async function addVirtualAuthenticator(
  page: Page,
): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}
