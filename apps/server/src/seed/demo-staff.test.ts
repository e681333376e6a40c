import { STAFF_ROLES } from '@gpucloud/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginStaff } from '../testing/builders';
import { createTestApp, type TestApp } from '../testing/test-app';
import { seedDemoData } from './demo-seed';
import { DEMO_STAFF } from './demo-staff';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  await seedDemoData(app.deps);
});
afterAll(async () => {
  await app.close();
});

describe('demo staff', () => {
  it.each(STAFF_ROLES)('%s logs in with the password and a code of the known TOTP secret', async (role) => {
    const member = DEMO_STAFF[role];
    const login = await loginStaff(app, { id: 0, ...member, secret: member.totpSecret });
    expect(login.Staff).toMatchObject({ Phone: member.phone, Role: role });
    expect(login.RecoveryCodes).toBeUndefined();
  });
});
