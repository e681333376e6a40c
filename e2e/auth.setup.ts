import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test as setup } from '@playwright/test';
import { DEMO_STATE, SUB_STATE } from './fixtures';
import { DEMO_STAFF, DEMO_SUB_ACCOUNT, DEMO_USER, type StaffRole } from './support/accounts';
import { apiPost, loginByApi } from './support/api';
import { type Session, storageStateFor } from './support/session';
import { loginDemoStaff, STAFF_STATE, type StaffLogin } from './support/staff';
import { prepareStandingAgreement } from './support/standingAgreement';

/** Logs the demo accounts in once through the API and keeps their sessions as storage states. */
setup('demo account sessions', async ({ request, baseURL }) => {
  const main = await loginByApi(request, DEMO_USER);
  const sub = await apiPost<Session>(request, '/sub_account_login', DEMO_SUB_ACCOUNT);
  await mkdir(path.dirname(DEMO_STATE), { recursive: true });
  await writeFile(DEMO_STATE, JSON.stringify(storageStateFor(baseURL ?? '', main), null, 2));
  await writeFile(SUB_STATE, JSON.stringify(storageStateFor(baseURL ?? '', sub), null, 2));
});

/** Logs every demo staff member in once, with password and TOTP, for every journey to share. */
setup('demo staff sessions', async ({ request }) => {
  const logins: Record<string, StaffLogin> = {};
  for (const role of Object.keys(DEMO_STAFF) as StaffRole[])
    logins[role] = await loginDemoStaff(request, role);
  await mkdir(path.dirname(STAFF_STATE), { recursive: true });
  await writeFile(STAFF_STATE, JSON.stringify(logins, null, 2));
  await prepareStandingAgreement(request, logins.support?.token ?? '');
});
