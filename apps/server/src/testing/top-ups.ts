import { walletEndpoints } from '@gpucloud/contracts';
import { expect } from 'vitest';
import type { TestApp } from './test-app';

/** A QR top-up of `yuan`, paid at the sandbox cashier as a payer would; answers its order number. */
export async function paidTopUp(app: TestApp, token: string, yuan: number): Promise<string> {
  const created = await app.call(walletEndpoints.createTopUp, {
    session: token,
    amount: yuan,
    pay_type: 1,
  });
  expect(created.body.status, created.body.reason).toBe(0);
  const outTradeNo = created.body.data.out_trade_no;
  const qr = await app.post<Record<string, { data: { qrcode: string } }>>('/get_qrcode', {
    session: token,
    out_trade_no: outTradeNo,
  });
  const url = Object.values(qr.body.data).find((entry) => entry?.data?.qrcode)?.data.qrcode ?? '';
  const path = new URL(url).pathname;
  const confirmed = await app.server.inject({ method: 'POST', url: `${path}/confirm` });
  expect(confirmed.body).toContain('Payment confirmed');
  return outTradeNo;
}
