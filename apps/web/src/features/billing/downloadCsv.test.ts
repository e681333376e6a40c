import { describe, expect, it } from 'vitest';
import { fileNameOf } from './downloadCsv';

describe('fileNameOf', () => {
  it('reads plain, quoted and RFC 5987 file names', () => {
    expect(fileNameOf('attachment; filename="recharge-orders-20250301.csv"')).toBe(
      'recharge-orders-20250301.csv',
    );
    expect(fileNameOf('attachment; filename=orders.csv')).toBe('orders.csv');
    expect(fileNameOf('attachment; filename="x.csv"; filename*=UTF-8\'\'%E5%85%85%E5%80%BC.csv')).toBe(
      '充值.csv',
    );
    expect(fileNameOf('attachment')).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });
});
