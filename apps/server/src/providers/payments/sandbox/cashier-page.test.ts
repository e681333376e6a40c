import { describe, expect, it } from 'vitest';
import { type CashierView, renderCashierPage } from './cashier-page';

const view: CashierView = {
  outTradeNo: 'T20261128000001',
  amountFen: 123_400,
  channel: 'wechat',
  description: 'GPU 云余额充值 1234.00 元',
  state: 'pending',
  expiresAt: new Date('2026-11-28T18:36:39.475Z'),
};

describe('the sandbox cashier page', () => {
  it('speaks Chinese to a Chinese browser, its time in China time and never a raw ISO string', () => {
    const page = renderCashierPage(view, 'n0nce', 'zh-CN');
    expect(page).toContain('<html lang="zh-CN">');
    expect(page).toContain('<h1>沙箱收银台</h1>');
    expect(page).toContain('<dd>微信支付</dd>');
    expect(page).toContain('>2026-11-29 02:36（北京时间）</time>');
    expect(page).toContain('确认支付');
    expect(page).not.toMatch(/>[^<]*\d{4}-\d\d-\d\dT/);
    expect(page).not.toMatch(/WeChat Pay|Confirm payment|Sandbox cashier/);
  });

  it('speaks English otherwise, with China time said as such', () => {
    const page = renderCashierPage(view, 'n0nce', 'en-US');
    expect(page).toContain('<dd>WeChat Pay</dd>');
    expect(page).toContain('>2026-11-29 02:36 China time</time>');
    expect(page).toContain('Confirm payment');
  });
});
