import type { StaffRole } from '@gpucloud/contracts';
import { sealText } from '../core/crypto/sealed-box';
import type { Db } from '../core/db';
import { hashPassword } from '../core/passwords';
import { insertStaffMember } from '../modules/staff';

interface DemoStaffMember {
  phone: string;
  password: string;
  name: string;
  role: StaffRole;
  /**
   * Base32 TOTP secret, enrolled already. Known on purpose, demo data only: the README lists them
   * for an authenticator app, and the e2e journeys compute codes from them (e2e/support/accounts.ts).
   */
  totpSecret: string;
}

/** One staff account per role (README); the admin keeps the demo operator's phone and password. */
export const DEMO_STAFF = {
  admin: {
    phone: '13800000000',
    password: 'admin12345',
    name: 'Demo Admin',
    role: 'admin',
    totpSecret: 'GPUCLOUDADMINDEMOTOTPSECRETAAAAA',
  },
  support: {
    phone: '13800000010',
    password: 'staff12345',
    name: 'Demo Support',
    role: 'support',
    totpSecret: 'GPUCLOUDSUPPORTDEMOTOTPSECRETAAA',
  },
  finance: {
    phone: '13800000011',
    password: 'staff12345',
    name: 'Demo Finance',
    role: 'finance',
    totpSecret: 'GPUCLOUDFINANCEDEMOTOTPSECRETAAA',
  },
  reviewer: {
    phone: '13800000012',
    password: 'staff12345',
    name: 'Demo Reviewer',
    role: 'reviewer',
    totpSecret: 'GPUCLOUDREVIEWERDEMOTOTPSECRETAA',
  },
  fleet: {
    phone: '13800000013',
    password: 'staff12345',
    name: 'Demo Fleet',
    role: 'fleet',
    totpSecret: 'GPUCLOUDFLEETDEMOTOTPSECRETAAAAA',
  },
} as const satisfies Record<StaffRole, DemoStaffMember>;

/** Inserts the demo staff, second factor enrolled, inside the seed's transaction. */
export async function seedDemoStaff(tx: Db, dataKey: Buffer, now: Date): Promise<void> {
  for (const member of Object.values(DEMO_STAFF)) {
    await insertStaffMember(tx, {
      phone: member.phone,
      name: member.name,
      passwordHash: await hashPassword(member.password),
      role: member.role,
      now,
      createdBy: null,
      totpSecretSealed: sealText(dataKey, member.totpSecret),
    });
  }
}
