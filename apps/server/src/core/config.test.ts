import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const DEFAULTS = { migrationsDir: '/migrations', webDistDir: null };

describe('loadConfig', () => {
  it('waits a minute between two SMS codes to one phone unless SMS_PHONE_GAP_SECONDS says otherwise', () => {
    expect(loadConfig({}, DEFAULTS).smsPhoneGapSeconds).toBe(60);
    expect(loadConfig({ SMS_PHONE_GAP_SECONDS: '' }, DEFAULTS).smsPhoneGapSeconds).toBe(60);
    expect(loadConfig({ SMS_PHONE_GAP_SECONDS: '2' }, DEFAULTS).smsPhoneGapSeconds).toBe(2);
    expect(loadConfig({ SMS_PHONE_GAP_SECONDS: '0' }, DEFAULTS).smsPhoneGapSeconds).toBe(0);
  });

  it('refuses an SMS gap that is not a whole number of seconds', () => {
    for (const raw of ['-1', '1.5', 'soon']) {
      expect(() => loadConfig({ SMS_PHONE_GAP_SECONDS: raw }, DEFAULTS)).toThrow(
        `SMS_PHONE_GAP_SECONDS must be a non-negative integer, got "${raw}"`,
      );
    }
  });

  it('keeps the per-network SMS allowance of 20 an hour and 50 a day unless configured', () => {
    expect(loadConfig({}, DEFAULTS).smsIpLimits).toEqual({ perHour: 20, perDay: 50 });
    expect(loadConfig({ SMS_IP_LIMIT_HOUR: '1000', SMS_IP_LIMIT_DAY: '2000' }, DEFAULTS).smsIpLimits).toEqual(
      { perHour: 1000, perDay: 2000 },
    );
  });

  it('runs the simulated fleet at 3 s per change unless COMPUTE_SIM_DELAY_MS says otherwise', () => {
    expect(loadConfig({}, DEFAULTS).compute.simulatedDelayMs).toBe(3_000);
    expect(loadConfig({ COMPUTE_SIM_DELAY_MS: '300' }, DEFAULTS).compute.simulatedDelayMs).toBe(300);
  });
});
