import type { Language } from '@gpucloud/contracts';
import { chinaTimeText, formatFen } from '@gpucloud/domain';

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

/** Every word of the page, in each language the product speaks. */
const WORDS: Record<
  Language,
  {
    title: string;
    badge: string;
    order: string;
    amount: string;
    payWith: string;
    item: string;
    validUntilLabel: string;
    validUntil: (time: string) => string;
    confirm: string;
    channels: Record<string, string>;
    messages: Record<CashierView['state'], string>;
  }
> = {
  'en-US': {
    title: 'Sandbox cashier',
    badge: 'Sandbox: no real money moves',
    order: 'Order',
    amount: 'Amount',
    payWith: 'Pay with',
    item: 'Item',
    validUntilLabel: 'Valid until',
    validUntil: (time) => `${time} China time`,
    confirm: 'Confirm payment',
    channels: { wechat: 'WeChat Pay', alipay: 'Alipay' },
    messages: {
      pending: 'Scan result: confirm to pay this order.',
      paid: 'Payment confirmed. You can return to the console; the top-up completes there.',
      closed: 'This order was closed and can no longer be paid.',
      expired: 'This QR code has expired. Create a new top-up in the console.',
      unknown: 'No such order.',
    },
  },
  'zh-CN': {
    title: '沙箱收银台',
    badge: '沙箱环境：不会发生真实扣款',
    order: '订单号',
    amount: '金额',
    payWith: '支付方式',
    item: '商品',
    validUntilLabel: '有效期至',
    validUntil: (time) => `${time}（北京时间）`,
    confirm: '确认支付',
    channels: { wechat: '微信支付', alipay: '支付宝' },
    messages: {
      pending: '扫码成功：请确认支付此订单。',
      paid: '支付成功。请返回控制台，充值将在那里完成。',
      closed: '此订单已关闭，无法再支付。',
      expired: '此二维码已过期，请在控制台重新发起充值。',
      unknown: '订单不存在。',
    },
  },
};

/**
 * The sandbox cashier: what a payer sees after scanning the QR code (a real gateway's page in
 * production), in the payer's browser's language, its time in China time as the product shows
 * every time. Its one `<style>` carries the answer's CSP nonce; the page has no script.
 */
export function renderCashierPage(view: CashierView, styleNonce: string, language: Language): string {
  const words = WORDS[language];
  const rows =
    view.state === 'unknown'
      ? ''
      : `<dl>
  <dt>${words.order}</dt><dd>${escapeHtml(view.outTradeNo)}</dd>
  <dt>${words.amount}</dt><dd class="amount">¥${formatFen(view.amountFen, { grouped: true })}</dd>
  <dt>${words.payWith}</dt><dd>${escapeHtml(words.channels[view.channel] ?? view.channel)}</dd>
  <dt>${words.item}</dt><dd>${escapeHtml(view.description)}</dd>
  ${view.expiresAt ? `<dt>${words.validUntilLabel}</dt><dd><time datetime="${view.expiresAt.toISOString()}">${escapeHtml(words.validUntil(chinaTimeText(view.expiresAt)))}</time></dd>` : ''}
</dl>`;
  const action =
    view.state === 'pending'
      ? `<form method="post" action="/sandbox/pay/${encodeURIComponent(view.outTradeNo)}/confirm"><button type="submit">${words.confirm}</button></form>`
      : '';
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${words.title}</title>
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
<span class="badge">${words.badge}</span>
<h1>${words.title}</h1>
<p class="note" role="status">${words.messages[view.state]}</p>
${rows}
${action}
</main>
</body>
</html>`;
}
