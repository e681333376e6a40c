import { formatFen } from '@gpucloud/domain';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface CashierView {
  outTradeNo: string;
  amountFen: number;
  channel: string;
  description: string;
  state: 'pending' | 'paid' | 'closed' | 'expired' | 'unknown';
  expiresAt: Date | null;
}

const CHANNEL_NAMES: Record<string, string> = { wechat: 'WeChat Pay', alipay: 'Alipay' };

const MESSAGES: Record<CashierView['state'], string> = {
  pending: 'Scan result: confirm to pay this order.',
  paid: 'Payment confirmed. You can return to the console; the top-up completes there.',
  closed: 'This order was closed and can no longer be paid.',
  expired: 'This QR code has expired. Create a new top-up in the console.',
  unknown: 'No such order.',
};

/**
 * The sandbox cashier: what a payer sees after scanning the QR code (a real gateway's page in
 * production). Its one `<style>` carries the answer's CSP nonce; the page has no script.
 */
export function renderCashierPage(view: CashierView, styleNonce: string): string {
  const rows =
    view.state === 'unknown'
      ? ''
      : `<dl>
  <dt>Order</dt><dd>${escapeHtml(view.outTradeNo)}</dd>
  <dt>Amount</dt><dd class="amount">¥${formatFen(view.amountFen, { grouped: true })}</dd>
  <dt>Pay with</dt><dd>${escapeHtml(CHANNEL_NAMES[view.channel] ?? view.channel)}</dd>
  <dt>Item</dt><dd>${escapeHtml(view.description)}</dd>
  ${view.expiresAt ? `<dt>Valid until</dt><dd><time datetime="${view.expiresAt.toISOString()}">${view.expiresAt.toISOString()}</time></dd>` : ''}
</dl>`;
  const action =
    view.state === 'pending'
      ? `<form method="post" action="/sandbox/pay/${encodeURIComponent(view.outTradeNo)}/confirm"><button type="submit">Confirm payment</button></form>`
      : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox cashier</title>
<style nonce="${escapeHtml(styleNonce)}">
body{font-family:system-ui,sans-serif;background:#f5f7fb;color:#333;margin:0}
main{max-width:420px;margin:48px auto;background:#fff;border-radius:8px;padding:24px 28px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:20px;margin:0 0 4px}.note{color:#666;margin:0 0 16px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 20px}dt{color:#888}dd{margin:0;word-break:break-all}
.amount{color:#F33E3E;font-size:22px;font-weight:600}
button{width:100%;height:40px;border:0;border-radius:6px;background:#417AFF;color:#fff;font-size:16px;cursor:pointer}
.badge{display:inline-block;font-size:12px;background:#fff4e5;color:#ad6800;border-radius:4px;padding:2px 6px;margin-bottom:12px}
</style>
</head>
<body>
<main>
<span class="badge">Sandbox: no real money moves</span>
<h1>Sandbox cashier</h1>
<p class="note" role="status">${MESSAGES[view.state]}</p>
${rows}
${action}
</main>
</body>
</html>`;
}
