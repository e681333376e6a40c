import { randomInt } from 'node:crypto';

/** Accounts the server seeds with SEED_DEMO=1. */
export const DEMO_OPERATOR = { phone: '13800000000', password: 'admin12345' } as const;
export const DEMO_USER = { phone: '13800000001', password: 'demo12345' } as const;
export const DEMO_SUB_ACCOUNT = { username: 'demo-sub', password: 'demo12345' } as const;

/** A phone nobody has registered yet: 139 and 8 random digits (the seed uses 138...). */
export function freshPhone(): string {
  return `139${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}
