import type { VerificationRecord } from '@gpucloud/contracts';
import { accountEndpoints, ErrorCode } from '@gpucloud/contracts';
import { residentIdCheckCharacter, usccCheckCharacter } from '@gpucloud/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireVerifications } from '../../jobs/verification-expiry.job';
import { buildUser, loginAs } from '../../testing/builders';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { sandboxTransferAmount, verificationClient } from '../../testing/verification';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

async function customer() {
  const user = await buildUser(app);
  const { token } = await loginAs(app, user);
  return { user, token, client: verificationClient(app, token) };
}

let serial = 0;
function creditCode(): string {
  serial += 1;
  const first17 = `91110108${String(1_000_000_000 + serial).slice(1)}`;
  return `${first17}${usccCheckCharacter(first17)}`;
}
const LEGAL_ID = (() => {
  const first17 = '11010119800101001';
  return `${first17}${residentIdCheckCharacter(first17)}`;
})();

function transferSubmission(licenseCheckId: number) {
  return {
    method: 'license_transfer',
    license_check_id: licenseCheckId,
    legal_person_name: '赵六',
    legal_person_id_number: LEGAL_ID,
    bank_name: '招商银行北京分行',
    bank_account: '110923456789012',
    agreement: true,
  };
}

describe('enterprise verification by licence and corporate transfer', () => {
  it('sends a small amount, takes wrong amounts with tries counted, and passes on the right one', async () => {
    const { token, client } = await customer();
    const code = creditCode();
    const licence = await client.readLicense({ registrationNumber: code, companyName: '沙箱算力有限公司' });
    expect(licence).toMatchObject({ kind: 'license_ocr', status: 'passed' });
    expect(licence.result).toMatchObject({ company_name: '沙箱算力有限公司', registration_number: code });
    expect(licence.result.legal_person).toMatch(/^.\*+$/);

    const submitted = await client.call<{ verification: VerificationRecord }>(
      'POST',
      '/verifications',
      transferSubmission(licence.id),
    );
    expect(submitted.body.status, submitted.body.reason).toBe(0);
    const record = submitted.body.data.verification;
    expect(record).toMatchObject({ verify_type: 1, status: 0, name: '沙箱算力有限公司', id_number: code });
    expect(record.transfer).toMatchObject({ tries_left: 5 });
    const url = record.url ?? '';
    expect(url).toMatch(/\/sandbox\/verification\//);

    // Before the transfer arrives there is nothing to confirm.
    const early = await client.call('POST', '/transfer-amount', {
      verification_id: record.id,
      amount: '0.50',
    });
    expect(early.body.reason).toMatch(/has not arrived yet/);

    const amount = await sandboxTransferAmount(app, url);
    await client.decide({ url }, true);
    const wrongAmount = amount === '0.99' ? '0.98' : '0.99';
    const wrong = await client.call('POST', '/transfer-amount', {
      verification_id: record.id,
      amount: wrongAmount,
    });
    expect(wrong.body.status).toBe(ErrorCode.REFUSED);
    expect(wrong.body.reason).toMatch(/^amount: that is not the amount sent; 4 tries left/);
    const [waiting] = await client.records();
    expect(waiting?.transfer).toMatchObject({ tries_left: 4 });

    const right = await client.call<{ verification: VerificationRecord }>('POST', '/transfer-amount', {
      verification_id: record.id,
      amount,
    });
    expect(right.body.status, right.body.reason).toBe(0);
    expect(right.body.data.verification).toMatchObject({ status: 1, transfer: null });
    const info = (await app.call(accountEndpoints.userInfo, { session: token })).body.data;
    expect(info.Verification).toEqual({ Personal: false, Enterprise: true });

    // The credit code now verifies this account only.
    const other = await customer();
    const theirs = await other.client.readLicense({ registrationNumber: code });
    const taken = await other.client.call('POST', '/verifications', transferSubmission(theirs.id));
    expect(taken.body.status).toBe(ErrorCode.REFUSED);
    expect(taken.body.reason).toMatch(/^license_check_id: this number already verifies another account/);
  });

  it('refuses the record after five wrong amounts', async () => {
    const { client } = await customer();
    const licence = await client.readLicense({ registrationNumber: creditCode() });
    const record = (
      await client.call<{ verification: VerificationRecord }>(
        'POST',
        '/verifications',
        transferSubmission(licence.id),
      )
    ).body.data.verification;
    const amount = await sandboxTransferAmount(app, record.url ?? '');
    await client.decide({ url: record.url }, true);
    const wrongAmount = amount === '0.99' ? '0.98' : '0.99';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const reply = await client.call('POST', '/transfer-amount', {
        verification_id: record.id,
        amount: wrongAmount,
      });
      expect(reply.body.status).toBe(ErrorCode.REFUSED);
    }
    const [refused] = await client.records();
    expect(refused).toMatchObject({ status: 2, reason: 'the transfer amount was wrong 5 times' });
    const late = await client.call('POST', '/transfer-amount', { verification_id: record.id, amount });
    expect(late.body.reason).toMatch(/no transfer of yours is waiting/);
  });

  it('refuses a transfer the bank could not deliver, and expires one never confirmed', async () => {
    const first = await customer();
    const licence = await first.client.readLicense({ registrationNumber: creditCode() });
    const record = (
      await first.client.call<{ verification: VerificationRecord }>(
        'POST',
        '/verifications',
        transferSubmission(licence.id),
      )
    ).body.data.verification;
    await first.client.decide({ url: record.url }, false);
    const [refused] = await first.client.records();
    expect(refused?.status).toBe(2);
    expect(refused?.reason).toMatch(/^the transfer could not be delivered/);

    const second = await customer();
    const theirs = await second.client.readLicense({ registrationNumber: creditCode() });
    const waiting = (
      await second.client.call<{ verification: VerificationRecord }>(
        'POST',
        '/verifications',
        transferSubmission(theirs.id),
      )
    ).body.data.verification;
    await second.client.decide({ url: waiting.url }, true);
    app.clock.advance(72 * 3_600_000 + 1000);
    expect((await expireVerifications(app.deps)).expired).toBeGreaterThanOrEqual(1);
    const [expired] = await second.client.records();
    expect(expired).toMatchObject({ id: waiting.id, status: 3 });
  });

  it('uses a licence reading for one submission only, and only the caller’s own', async () => {
    const { client } = await customer();
    const licence = await client.readLicense({ registrationNumber: creditCode() });
    const other = await customer();
    const foreign = await other.client.call('POST', '/verifications', transferSubmission(licence.id));
    expect(foreign.body.reason).toMatch(/^license_check_id: check \d+ is not one of yours/);
  });
});
