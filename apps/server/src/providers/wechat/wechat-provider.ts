/**
 * WeChat's QR login and binding. The provider turns our ticket into what the QR code encodes; the
 * person's scan and confirmation come back as a call to the WeChat service's `confirmTicket` (from
 * WeChat's event push in production, from the sandbox's own confirm page by default).
 */
export interface WeChatProvider {
  readonly name: string;
  qrCodeFor(ticket: string): string;
}

/** The default: the QR encodes a confirm page served by this server (see wechat-sandbox.routes.ts). */
export function createSandboxWeChat(publicBaseUrl: string): WeChatProvider {
  return {
    name: 'sandbox',
    qrCodeFor: (ticket) => `${publicBaseUrl.replace(/\/$/, '')}/sandbox/wechat/${encodeURIComponent(ticket)}`,
  };
}
