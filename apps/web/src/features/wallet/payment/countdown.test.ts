import { QR_VALID_MS } from '@gpucloud/contracts';
import { describe, expect, it } from 'vitest';
import { formatCountdown, qrRemainingMs } from './countdown';

describe('QR countdown', () => {
  it('shows minutes and two-digit seconds, rounding seconds up', () => {
    expect(formatCountdown(QR_VALID_MS)).toBe('5:00');
    expect(formatCountdown(245_000)).toBe('4:05');
    expect(formatCountdown(59_001)).toBe('1:00');
    expect(formatCountdown(1)).toBe('0:01');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-3000)).toBe('0:00');
  });

  it('counts down to the expiry, within the 5-minute validity', () => {
    const now = Date.parse('2025-03-01T10:00:00Z');
    expect(qrRemainingMs(now + 90_000, now)).toBe(90_000);
    expect(qrRemainingMs(now - 1, now)).toBe(0);
    // A clock that runs behind the server's never shows more than the QR's validity.
    expect(qrRemainingMs(now + 10 * 60_000, now)).toBe(QR_VALID_MS);
    expect(qrRemainingMs(null, now)).toBe(QR_VALID_MS);
  });
});
