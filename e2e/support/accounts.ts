import { randomInt } from 'node:crypto';

/** Accounts the server seeds with SEED_DEMO=1. */
export const DEMO_OPERATOR = { phone: '13800000000', password: 'admin12345' } as const;
export const DEMO_USER = { phone: '13800000001', password: 'demo12345' } as const;
export const DEMO_SUB_ACCOUNT = { username: 'demo-sub', password: 'demo12345' } as const;

/** A phone nobody has registered: 139 + 8 digits from the clock and chance. */
export function freshPhone(): string {
  const digits =
    `${Date.now() % 1e5}`.padStart(5, '0') + `${Math.floor(Math.random() * 1e3)}`.padStart(3, '0');
  return `139${digits}`;
}
