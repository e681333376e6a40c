import type { UserInfo } from '@gpucloud/contracts';
import { maskPhone } from '@gpucloud/domain';

/** A main account as /api/get_user_info answers it right after registration, unless overridden. */
export function buildUserInfo(overrides: Partial<UserInfo> = {}): UserInfo {
  const phone = overrides.Phone ?? '13800000001';
  return {
    UserId: 1,
    Name: maskPhone(phone),
    SubAccount: null,
    SubAccountId: null,
    Phone: phone,
    VipLevel: 0,
    AccumulatedMoney: 0,
    Money: 0,
    PowerMoney: 0,
    CreditMoneyQuota: 0,
    VoucherFirst: false,
    IsCompany: false,
    CompanyName: null,
    IsSalesPartner: false,
    Verification: { Personal: false, Enterprise: false },
    CreateAt: '2026-11-28T02:00:00.000Z',
    ...overrides,
  };
}
