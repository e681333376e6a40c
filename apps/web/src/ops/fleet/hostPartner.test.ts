import type { FleetHost } from '@gpucloud/contracts';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SHARE_PERCENT,
  hostPartnerRequestOf,
  hostPartnerValuesOf,
  isPartnerIdText,
} from './hostPartner';

const host = (partner: Pick<FleetHost, 'PartnerUserId' | 'PartnerPhone' | 'PartnerSharePercent'>) =>
  ({ Id: 7, Name: 'bj-01', ...partner }) as FleetHost;
const PLATFORM = { PartnerUserId: null, PartnerPhone: '', PartnerSharePercent: 0 };

describe('the set-partner form of a host', () => {
  it('offers the contract default share for a platform machine', () => {
    expect(DEFAULT_SHARE_PERCENT).toBe(70);
    expect(hostPartnerValuesOf(host(PLATFORM))).toEqual({ partner_user_id: '', share_percent: '70' });
  });

  it('starts from the partner and share a partner machine has', () => {
    expect(
      hostPartnerValuesOf(host({ PartnerUserId: 42, PartnerPhone: '138****0001', PartnerSharePercent: 55 })),
    ).toEqual({ partner_user_id: '42', share_percent: '55' });
  });

  it('sends no partner and no share for the platform’s own machine', () => {
    expect(hostPartnerRequestOf(7, { partner_user_id: '  ', share_percent: '70' })).toEqual({ host_id: 7 });
  });

  it('sends the partner and the share as typed, trimmed', () => {
    expect(hostPartnerRequestOf(7, { partner_user_id: ' 42 ', share_percent: ' 80 ' })).toEqual({
      host_id: 7,
      partner_user_id: '42',
      share_percent: '80',
    });
  });

  it('takes an empty partner id or a user id, nothing else', () => {
    expect(isPartnerIdText('')).toBe(true);
    expect(isPartnerIdText(' 42 ')).toBe(true);
    expect(isPartnerIdText('0')).toBe(false);
    expect(isPartnerIdText('13800138000')).toBe(false);
    expect(isPartnerIdText('4a')).toBe(false);
  });
});
