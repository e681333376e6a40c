import { type APIRequestContext, expect } from '@playwright/test';
import { apiPost } from './api';
import type { Session } from './session';

/** fen × basis points, half-up: the rounding of every pricing step (ARCHITECTURE: money is a type). */
export const times = (fen: number, basisPoints: number) => Math.floor((fen * basisPoints + 5_000) / 10_000);
export const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

/** A paid QR top-up through the sandbox cashier (it also counts towards membership). */
export async function topUp(request: APIRequestContext, session: Session, amount: number): Promise<void> {
  const order = await apiPost<{ out_trade_no: string }>(request, '/create_qrcode', {
    session: session.token,
    amount,
    pay_type: 1,
  });
  expect((await request.post(`/sandbox/pay/${order.out_trade_no}/confirm`)).ok()).toBe(true);
  await expect
    .poll(async () => {
      const status = await apiPost<{ Status: number }>(request, '/get_order_status', {
        session: session.token,
        out_trade_no: order.out_trade_no,
      });
      return status.Status;
    })
    .toBe(1);
}

/** Claims the visible coupon group of this name for the session's account. */
export async function claimCoupon(request: APIRequestContext, session: Session, name: string): Promise<void> {
  const { data } = await apiPost<{ data: { GroupId: number; Name: string }[] }>(
    request,
    '/get_all_user_visible_coupon_group',
    { session: session.token },
  );
  const group = data.find((row) => row.Name === name);
  if (!group) throw new Error(`no coupon group ${name}`);
  await apiPost(request, '/assign_to_user', { session: session.token, group_id: group.GroupId });
}
