/**
 * What the server wrote into this answer's index.html (apps/server/src/core/http/spa.ts): the
 * nonce this page's `<style>` elements are allowed with, and whether it runs on sandbox providers.
 */
function metaContent(name: string): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || null;
}

export type PayChannel = 'wechat' | 'alipay';
const PAY_CHANNELS: readonly PayChannel[] = ['wechat', 'alipay'];

/**
 * The QR channels a payment gateway in use takes; both on the Vite dev server, which writes no meta.
 * (The server refuses a channel none takes; the top-up form does not offer it.)
 */
export function payChannels(): readonly PayChannel[] {
  const listed = metaContent('pay-channels');
  if (listed === null) return PAY_CHANNELS;
  const names = listed.split(',');
  return PAY_CHANNELS.filter((channel) => names.includes(channel));
}

/** The CSP nonce of this page; undefined on the Vite dev server, which sends no policy. */
export function cspNonce(): string | undefined {
  return metaContent('csp-nonce') ?? undefined;
}

/** A production deployment running sandbox payments or WeChat login on purpose (ALLOW_SANDBOX=1). */
export function isSandboxDeployment(): boolean {
  return metaContent('sandbox') === '1';
}
