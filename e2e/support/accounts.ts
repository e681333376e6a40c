import { randomInt } from 'node:crypto';

/** Accounts the server seeds with SEED_DEMO=1. */
export const DEMO_USER = { phone: '13800000001', password: 'demo12345' } as const;
export const DEMO_SUB_ACCOUNT = { username: 'demo-sub', password: 'demo12345' } as const;

export type StaffRole = 'admin' | 'support' | 'finance' | 'reviewer' | 'fleet';

/**
 * The demo staff, one per role, with their TOTP secrets (demo data only; the same values as
 * DEMO_STAFF in apps/server/src/seed/demo-staff.ts, which e2e cannot import).
 */
export const DEMO_STAFF: Record<StaffRole, { phone: string; password: string; totpSecret: string }> = {
  admin: { phone: '13800000000', password: 'admin12345', totpSecret: 'GPUCLOUDADMINDEMOTOTPSECRETAAAAA' },
  support: { phone: '13800000010', password: 'staff12345', totpSecret: 'GPUCLOUDSUPPORTDEMOTOTPSECRETAAA' },
  finance: { phone: '13800000011', password: 'staff12345', totpSecret: 'GPUCLOUDFINANCEDEMOTOTPSECRETAAA' },
  reviewer: { phone: '13800000012', password: 'staff12345', totpSecret: 'GPUCLOUDREVIEWERDEMOTOTPSECRETAA' },
  fleet: { phone: '13800000013', password: 'staff12345', totpSecret: 'GPUCLOUDFLEETDEMOTOTPSECRETAAAAA' },
};

/** A phone nobody has registered yet: 139 and 8 random digits (the seed uses 138...). */
export function freshPhone(): string {
  return `139${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}
