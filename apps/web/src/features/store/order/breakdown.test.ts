import { type RentalQuote as QuoteAnswer, rentalQuoteAnswer, type UserInfo } from '@gpucloud/contracts';
import {
  fenToYuan,
  quoteRental,
  type RentalMode,
  type RentalQuote,
  vipLevelFor,
  type WalletForPayment,
} from '@gpucloud/domain';
import { describe, expect, it } from 'vitest';
import { breakdownRows, localQuote, quoteFromAnswer, quotesAgree, walletOf } from './breakdown';
import {
  buildGroupRow,
  buildHost,
  buildImage,
  buildUserCoupon,
  type GroupRow,
  serverRuleOf,
} from './testBuilders';

interface Sample {
  name: string;
  priceFen: number;
  nodeClass: 'main' | 'edge';
  gpuCount: number;
  mode: RentalMode;
  count: number;
  accumulatedFen: number;
  coupon: GroupRow | null;
  wallet: WalletForPayment;
}

const wallet = (overrides: Partial<WalletForPayment> = {}): WalletForPayment => ({
  moneyFen: 1_000_00,
  vouchersFen: 50_00,
  creditQuotaFen: 0,
  voucherFirst: true,
  ...overrides,
});

const SAMPLES: Sample[] = [
  {
    name: '2 h of one RTX 4090, bronze, 10% off coupon',
    priceFen: 198,
    nodeClass: 'main',
    gpuCount: 1,
    mode: 'hourly',
    count: 2,
    accumulatedFen: 100_00,
    coupon: buildGroupRow({ targetGoods: 'RTX 4090' }),
    wallet: wallet({ vouchersFen: 0 }),
  },
  {
    name: '29 days of 3 GPUs, gold, threshold coupon, balance first',
    priceFen: 458,
    nodeClass: 'main',
    gpuCount: 3,
    mode: 'daily',
    count: 29,
    accumulatedFen: 10_000_00,
    coupon: buildGroupRow({ type: 2, amount: 10_00, discountBasisPoints: 10_000, moneyLimit: 100_00 }),
    wallet: wallet({ moneyFen: 100_00, vouchersFen: 20_00, creditQuotaFen: 50_000_00, voucherFirst: false }),
  },
  {
    name: 'half a year on an edge node: no membership discount',
    priceFen: 118,
    nodeClass: 'edge',
    gpuCount: 2,
    mode: 'monthly',
    count: 6,
    accumulatedFen: 20_000_00,
    coupon: null,
    wallet: wallet({ moneyFen: -10_00, creditQuotaFen: 5_000_00 }),
  },
  {
    name: 'one year of H100s: not payable',
    priceFen: 1598,
    nodeClass: 'main',
    gpuCount: 8,
    mode: 'monthly',
    count: 12,
    accumulatedFen: 1_500_00,
    coupon: buildGroupRow({ targetUseMode: 'hourly' }),
    wallet: wallet(),
  },
  {
    name: 'pay-as-you-go with an odd discount',
    priceFen: 1333,
    nodeClass: 'main',
    gpuCount: 7,
    mode: 'post_paid',
    count: 1,
    accumulatedFen: 1_499_99,
    coupon: buildGroupRow({ discountBasisPoints: 8_850 }),
    wallet: wallet(),
  },
];

/** The server's path (purchase.service.ts): its own coupon rule and level, then `rentalQuoteAnswer`. */
function serverAnswer(sample: Sample, imageName: string): QuoteAnswer {
  const quote = quoteRental({
    pricePerGpuHourFen: sample.priceFen,
    gpuCount: sample.gpuCount,
    mode: sample.mode,
    count: sample.count,
    vipLevel: vipLevelFor(sample.accumulatedFen),
    nodeClass: sample.nodeClass,
    coupon: sample.coupon
      ? { rule: serverRuleOf(sample.coupon), gpuModel: 'RTX 4090', kind: 'kvm', image: imageName }
      : null,
    wallet: sample.wallet,
  });
  return rentalQuoteAnswer(quote);
}

/** The page's path: the API's answers (yuan) in, the breakdown out. */
function pageQuote(sample: Sample, imageName: string) {
  const info = {
    VipLevel: vipLevelFor(sample.accumulatedFen),
    Money: fenToYuan(sample.wallet.moneyFen),
    PowerMoney: fenToYuan(sample.wallet.vouchersFen),
    CreditMoneyQuota: fenToYuan(sample.wallet.creditQuotaFen),
    VoucherFirst: sample.wallet.voucherFirst,
  } as UserInfo;
  return localQuote({
    host: buildHost({ PricePerGpuHour: fenToYuan(sample.priceFen), NodeClass: sample.nodeClass }),
    values: { imageId: 1, gpuCount: sample.gpuCount, mode: sample.mode, count: sample.count, couponId: 1 },
    image: buildImage({ Name: imageName }),
    coupon: sample.coupon ? buildUserCoupon(sample.coupon) : undefined,
    vipLevel: info.VipLevel,
    wallet: walletOf(info),
  });
}

describe('the page and the server price alike', () => {
  it.each(SAMPLES)('$name', (sample) => {
    const local = pageQuote(sample, 'debian12-cuda12.4');
    const server = quoteFromAnswer(serverAnswer(sample, 'debian12-cuda12.4'));
    expect(local).not.toBeNull();
    expect(local).toEqual(server);
    expect(quotesAgree(local as RentalQuote, server)).toBe(true);
  });

  it('prices the first sample as worked out by hand', () => {
    const local = pageQuote(SAMPLES[0] as Sample, 'x');
    // 1.98 x 1 GPU x 2 h = 3.96; bronze x0.98 = 3.8808 → 3.88; 10% off 3.88 takes 0.39 (0.388 half-up).
    expect(local).toMatchObject({ listFen: 396, vipDiscountFen: 8, couponDiscountFen: 39, totalFen: 349 });
  });

  it('tells a disagreement apart', () => {
    const server = quoteFromAnswer(serverAnswer(SAMPLES[0] as Sample, 'x'));
    expect(quotesAgree(server, { ...server, totalFen: server.totalFen + 1 })).toBe(false);
  });
});

describe('walletOf', () => {
  it('is null for a sub-account, whose user info has no main wallet amounts', () => {
    expect(walletOf({ Money: null, PowerMoney: null, CreditMoneyQuota: null } as UserInfo)).toBeNull();
    expect(walletOf(undefined)).toBeNull();
  });
});

describe('breakdownRows', () => {
  const base: RentalQuote = {
    hours: 48,
    listFen: 10_000,
    periodDiscountFen: 200,
    vipDiscountFen: 0,
    couponDiscountFen: 500,
    couponProblem: null,
    totalFen: 9_300,
    payment: { ok: true, fromVouchersFen: 5_000, fromBalanceFen: 4_300, fromCreditFen: 0 },
  };

  it('lists the price, the discounts that take something off, the total and the pockets that pay', () => {
    expect(breakdownRows(base)).toEqual([
      { key: 'list', fen: 10_000, minus: false },
      { key: 'period', fen: 200, minus: true },
      { key: 'coupon', fen: 500, minus: true },
      { key: 'total', fen: 9_300, minus: false },
      { key: 'fromVouchers', fen: 5_000, minus: false },
      { key: 'fromBalance', fen: 4_300, minus: false },
    ]);
  });

  it('ends with what is missing when the wallet cannot pay', () => {
    const rows = breakdownRows({ ...base, payment: { ok: false, shortFen: 1_234 } });
    expect(rows.at(-1)).toEqual({ key: 'short', fen: 1_234, minus: false });
    expect(rows.map((row) => row.key)).not.toContain('fromBalance');
  });

  it('stops at the total without a wallet (logged out)', () => {
    expect(breakdownRows({ ...base, payment: null }).at(-1)?.key).toBe('total');
  });
});
