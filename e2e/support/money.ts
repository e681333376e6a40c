import { type APIRequestContext, expect } from '@playwright/test';
import { apiPost } from './api';
import { registerFreshAccount, type Session } from './session';

/** fen × basis points, half-up: the rounding of every pricing step (ARCHITECTURE: money is a type). */
export const times = (fen: number, basisPoints: number) => Math.floor((fen * basisPoints + 5_000) / 10_000);

/** Yuan (as the API sends it) to fen, exact for amounts with two decimals. */
export const toFen = (yuan: number) => Math.round(yuan * 100);

/**
 * Fen as every page shows money: "¥1,234.50", "-¥3.00". Written out here rather than imported from
 * the app, so a test notices when the app's formatting changes.
 */
export function yuan(fen: number): string {
  const abs = Math.abs(fen);
  const whole = Math.trunc(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${fen < 0 ? '-' : ''}¥${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/** The first amount written like "¥1,234.50" (or "-¥1.00") in a text, in fen. */
export function fenIn(text: string | null): number {
  const match = (text ?? '').match(/(-?)¥([\d,]+)\.(\d{2})/);
  if (!match) throw new Error(`no amount in "${text}"`);
  const fen = Number(match[2]?.replaceAll(',', '')) * 100 + Number(match[3]);
  return match[1] ? -fen : fen;
}

/** The same amount in yuan, to compare with what the API answers. */
export const yuanIn = (text: string | null) => fenIn(text) / 100;

/**
 * A paid QR top-up the way a payer makes it: the order, then "Confirm payment" on the sandbox
 * cashier; waits until the order is paid (it also counts towards membership). Answers the order number.
 */
export async function paidTopUp(
  request: APIRequestContext,
  session: Session,
  amount: number,
): Promise<string> {
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
  return order.out_trade_no;
}

/** A brand-new main account with `amount` yuan paid in: its wallet moves only by the test that made it. */
export async function fundedAccount(
  request: APIRequestContext,
  amount: number,
): Promise<Session & { phone: string }> {
  const account = await registerFreshAccount(request);
  await paidTopUp(request, account, amount);
  return account;
}

/** A brand-new main account with 100.00 paid in (a bronze member: ×0.98) and the coupon `coupon` claimed. */
export async function memberWithCoupon(
  request: APIRequestContext,
  coupon: string,
): Promise<Session & { phone: string }> {
  const account = await fundedAccount(request, 100);
  await claimCoupon(request, account, coupon);
  return account;
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
