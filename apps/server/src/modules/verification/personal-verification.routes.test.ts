import type { UserInfo, VerificationCheck, VerificationRecord } from '@gpucloud/contracts';
import { accountEndpoints, ErrorCode } from '@gpucloud/contracts';
import { maskBankCardNumber, residentIdCheckCharacter, VERIFY_DAILY_LIMITS } from '@gpucloud/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  verificationChecks,
  verificationFiles,
  verifications,
} from '../../db/schema/verification/verification.table';
import { sandboxVerificationChecks } from '../../providers/verification/sandbox/sandbox-verification.table';
import { buildUser, latestSmsCode, loginAs } from '../../testing/builders';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { verificationClient } from '../../testing/verification';
import { TINY_PNG, tamperedSignature } from '../../testing/work-orders';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

/** A fresh main account and its verification client. */
async function customer() {
  const user = await buildUser(app);
  const { token } = await loginAs(app, user);
  return { user, token, client: verificationClient(app, token) };
}

/** A valid resident ID number nobody has used: Beijing, a birth date, a sequence, its check character. */
function idNumber(sequence: number, birth = '19900101'): string {
  const first17 = `110101${birth}${String(sequence % 1000).padStart(3, '0')}`;
  return `${first17}${residentIdCheckCharacter(first17)}`;
}
let sequence = 100;
const freshId = () => idNumber(++sequence, `19${70 + (sequence % 29)}0${1 + (sequence % 9)}15`);

async function userInfo(token: string): Promise<UserInfo> {
  return (await app.call(accountEndpoints.userInfo, { session: token })).body.data;
}

describe('personal verification by ID card and face', () => {
  it('reads both sides, passes a face check and answers a passed personal record, masked everywhere', async () => {
    const { token, client } = await customer();
    const number = freshId();
    const front = await client.readSide('front', { idNumber: number, name: '王小明' });
    expect(front).toMatchObject({ kind: 'id_card_ocr', status: 'passed', url: null });
    expect(front.result).toMatchObject({
      side: 'front',
      name: '王**',
      id_number: `110***********${number.slice(-4)}`,
    });
    const back = await client.readSide('back');
    expect(back.result.side).toBe('back');
    expect(back.result.valid_to).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const started = await client.startFace();
    expect(started.body.status, started.body.reason).toBe(0);
    expect(started.body.data.check).toMatchObject({ kind: 'face', status: 'pending' });
    expect(started.body.data.check.url).toMatch(/\/sandbox\/verification\//);
    await client.decide(started.body.data.check, true);
    expect(await client.faceResult(started.body.data.check.id)).toMatchObject({
      status: 'passed',
      url: null,
    });

    const submitted = await client.call<{ verification: VerificationRecord }>('POST', '/verifications', {
      method: 'id_card_face',
      face_check_id: started.body.data.check.id,
      agreement: true,
    });
    expect(submitted.body.status, submitted.body.reason).toBe(0);
    expect(submitted.body.data.verification).toMatchObject({
      verify_type: 0,
      method: 'id_card_face',
      status: 1,
      name: '王**',
      id_number: `110***********${number.slice(-4)}`,
    });
    expect(JSON.stringify(await client.records())).not.toContain(number);
    expect((await userInfo(token)).Verification).toEqual({ Personal: true, Enterprise: false });

    // Verified once: another personal submission is refused.
    const again = await client.call('POST', '/bank-card', {
      name: '王小明',
      id_number: freshId(),
      card_number: '6222020200112233446',
      phone: '13900000000',
      code: '123456',
      agreement: true,
    });
    expect(again.body.status).toBe(ErrorCode.REFUSED);
    expect(again.body.reason).toMatch(/passed already/);
  });

  it('keeps no readable ID number, name or document at rest', async () => {
    const { user, client } = await customer();
    const number = freshId();
    const reply = await client.verifyPersonally(number);
    expect(reply.body.status, reply.body.reason).toBe(0);
    const tables = { verifications, verificationChecks, sandboxVerificationChecks };
    for (const [name, table] of Object.entries(tables)) {
      const text = JSON.stringify(await app.deps.db.select().from(table));
      expect(text, name).not.toContain(number);
      expect(text, name).not.toContain(number.slice(6, 14));
    }
    const [file] = await app.deps.db
      .select()
      .from(verificationFiles)
      .where(sql`${verificationFiles.userId} = ${user.id}`)
      .limit(1);
    const stored = await app.deps.files.get(file?.fileKey ?? '');
    expect(stored?.bytes.includes(TINY_PNG.subarray(1, 4))).toBe(false);
    expect(app.deps.vault.openBytes(stored?.bytes ?? Buffer.alloc(0)).equals(TINY_PNG)).toBe(true);
  });

  it('refuses a reading whose ID number fails its check character', async () => {
    const { client } = await customer();
    const first17 = freshId().slice(0, 17);
    const wrong = `${first17}${residentIdCheckCharacter(first17) === '0' ? '1' : '0'}`;
    const check = await client.readSide('front', { idNumber: wrong });
    expect(check).toMatchObject({ status: 'refused' });
    expect(check.reason).toMatch(/has a wrong check digit; take a clearer photo/);
  });

  it('needs both sides read before a face check', async () => {
    const { client } = await customer();
    const reply = await client.startFace();
    expect(reply.body.status).toBe(ErrorCode.REFUSED);
    expect(reply.body.reason).toMatch(/read both sides/);
  });

  it('answers 102252 after three face checks in a day, refused or not', async () => {
    const { client } = await customer();
    await client.readSide('front', { idNumber: freshId() });
    await client.readSide('back');
    for (let attempt = 0; attempt < VERIFY_DAILY_LIMITS.face; attempt += 1) {
      const started = await client.startFace();
      expect(started.body.status, started.body.reason).toBe(0);
      await client.decide(started.body.data.check, false);
      const result = await client.faceResult(started.body.data.check.id);
      expect(result.status).toBe('refused');
      expect(result.reason).toMatch(/face does not match/);
    }
    const over = await client.startFace();
    expect(over.body.status).toBe(ErrorCode.VERIFICATION_ATTEMPTS_LIMIT);
    expect(over.body.reason).toMatch(/at most 3 a day/);
    // A day later the limit is open again.
    app.clock.advance(24 * 3_600_000 + 1000);
    await client.readSide('front', { idNumber: freshId() });
    await client.readSide('back');
    expect((await client.startFace()).body.status).toBe(0);
  });

  it('refuses a face check below the similarity the ID photo needs', async () => {
    const { client } = await customer();
    await client.readSide('front', { idNumber: freshId() });
    await client.readSide('back');
    const started = (await client.startFace()).body.data.check;
    await client.decide(started, true, { similarity: '61' });
    const result = await client.faceResult(started.id);
    expect(result).toMatchObject({ status: 'refused' });
    expect(result.reason).toMatch(/similarity 61/);
    const submit = await client.call('POST', '/verifications', {
      method: 'id_card_face',
      face_check_id: started.id,
      agreement: true,
    });
    expect(submit.body.status).toBe(ErrorCode.REFUSED);
    expect(submit.body.reason).toMatch(/face_check_id: .* has not passed/);
  });
});

describe('personal verification by bank card', () => {
  async function bankCard(token: string, phone: string, idNumberText: string, card = '6222020200112233446') {
    const client = verificationClient(app, token);
    const sent = await client.call<{ phone: string }>('POST', '/captcha');
    expect(sent.body.status, sent.body.reason).toBe(0);
    expect(sent.body.data.phone).toBe(`${phone.slice(0, 3)}****${phone.slice(-4)}`);
    return client.call<{ verification: VerificationRecord }>('POST', '/bank-card', {
      name: '李四',
      id_number: idNumberText,
      card_number: card,
      phone: '13912345678',
      code: await latestSmsCode(app, phone),
      agreement: true,
    });
  }

  it('is pending while the bank decides, then passes; the card is answered masked', async () => {
    const { user, token, client } = await customer();
    const reply = await bankCard(token, user.phone, freshId());
    expect(reply.body.status, reply.body.reason).toBe(0);
    const record = reply.body.data.verification;
    expect(record).toMatchObject({
      method: 'bank_card',
      status: 0,
      bank_card: maskBankCardNumber('6222020200112233446'),
    });
    expect(record.url).toMatch(/\/sandbox\/verification\//);
    await client.decide({ url: record.url }, true);
    const [settled] = await client.records();
    expect(settled).toMatchObject({ status: 1, url: null, name: '李*' });
    expect((await userInfo(token)).Verification.Personal).toBe(true);
  });

  it('answers the bank’s refusal with its reason, and a refused record frees the ID number', async () => {
    const { user, token, client } = await customer();
    const number = freshId();
    const reply = await bankCard(token, user.phone, number);
    await client.decide({ url: reply.body.data.verification.url }, false);
    const [refused] = await client.records();
    expect(refused).toMatchObject({ status: 2 });
    expect(refused?.reason).toMatch(/do not match the bank/);
    // The same number may be used again by someone else once refused.
    const other = await customer();
    const second = await bankCard(other.token, other.user.phone, number);
    expect(second.body.status, second.body.reason).toBe(0);
  });

  it('refuses a wrong check digit and a wrong Luhn digit naming the field, before any code is used', async () => {
    const { user, client } = await customer();
    await client.call('POST', '/captcha');
    const code = await latestSmsCode(app, user.phone);
    const good = freshId();
    const badId = `${good.slice(0, 17)}${good.endsWith('1') ? '2' : '1'}`;
    const wrongId = await client.call('POST', '/bank-card', {
      name: '李四',
      id_number: badId,
      card_number: '6222020200112233446',
      phone: '13912345678',
      code,
      agreement: true,
    });
    expect(wrongId.body).toMatchObject({ status: ErrorCode.REFUSED });
    expect(wrongId.body.reason).toMatch(/^id_number: /);
    const wrongCard = await client.call('POST', '/bank-card', {
      name: '李四',
      id_number: good,
      card_number: '6222020200112233447',
      phone: '13912345678',
      code,
      agreement: true,
    });
    expect(wrongCard.body.reason).toMatch(/^card_number: has a wrong check digit/);
    const noAgreement = await client.call('POST', '/bank-card', {
      name: '李四',
      id_number: good,
      card_number: '6222020200112233446',
      phone: '13912345678',
      code,
    });
    expect(noAgreement.body.status).toBe(ErrorCode.ILLEGAL_BODY);
    expect(noAgreement.body.reason).toMatch(/agreement/);
    // The code was not used by any of those: it still verifies.
    const ok = await client.call('POST', '/bank-card', {
      name: '李四',
      id_number: good,
      card_number: '6222020200112233446',
      phone: '13912345678',
      code,
      agreement: true,
    });
    expect(ok.body.status, ok.body.reason).toBe(0);
    expect(await app.deps.db.$count(verificationChecks, sql`${verificationChecks.userId} = ${user.id}`)).toBe(
      1,
    );
  });

  it('answers 102252 once ten bank-card checks were made in a day', async () => {
    const { user, token } = await customer();
    const now = app.clock.now();
    await app.deps.db.insert(verificationChecks).values(
      Array.from({ length: VERIFY_DAILY_LIMITS.bank_card }, () => ({
        userId: user.id,
        kind: 'bank_card' as const,
        status: 'refused' as const,
        provider: 'sandbox',
        providerRef: 'earlier',
        createdAt: now,
      })),
    );
    const reply = await bankCard(token, user.phone, freshId());
    expect(reply.body.status).toBe(ErrorCode.VERIFICATION_ATTEMPTS_LIMIT);
  });
});

describe('one ID number verifies one account', () => {
  it('refuses the number of another account’s passed or pending verification, by any method', async () => {
    const number = freshId();
    const first = await customer();
    expect((await first.client.verifyPersonally(number)).body.status).toBe(0);

    const second = await customer();
    const byFace = await second.client.verifyPersonally(number);
    expect(byFace.body.status).toBe(ErrorCode.REFUSED);
    expect(byFace.body.reason).toMatch(/^id_number: this number already verifies another account/);

    await second.client.call('POST', '/captcha');
    const byCard = await second.client.call('POST', '/bank-card', {
      name: '李四',
      id_number: number,
      card_number: '6222020200112233446',
      phone: '13912345678',
      code: await latestSmsCode(app, second.user.phone),
      agreement: true,
    });
    expect(byCard.body.reason).toMatch(/^id_number: this number already verifies another account/);
    // Refused before the bank was asked: no bank-card check was counted.
    expect(
      await app.deps.db.$count(
        verificationChecks,
        sql`${verificationChecks.userId} = ${second.user.id} and ${verificationChecks.kind} = 'bank_card'`,
      ),
    ).toBe(0);
  });

  it('lets only one of two accounts racing with one number through', async () => {
    const number = freshId();
    const [a, b] = [await customer(), await customer()];
    for (const one of [a, b]) {
      await one.client.readSide('front', { idNumber: number });
      await one.client.readSide('back');
    }
    const faces: VerificationCheck[] = [];
    for (const one of [a, b]) {
      const face = (await one.client.startFace()).body.data.check;
      await one.client.decide(face, true);
      faces.push(await one.client.faceResult(face.id));
    }
    const replies = await Promise.all(
      [a, b].map((one, index) =>
        one.client.call('POST', '/verifications', {
          method: 'id_card_face',
          face_check_id: faces[index]?.id,
          agreement: true,
        }),
      ),
    );
    expect(replies.map((reply) => reply.body.status).sort()).toEqual([0, ErrorCode.REFUSED]);
  });
});

describe('files and checks belong to their owner', () => {
  it('refuses another customer’s file and answers another’s check as not found', async () => {
    const owner = await customer();
    const fileId = await owner.client.upload();
    const check = await owner.client.readSide('front', { idNumber: freshId() });
    const other = await customer();
    const read = await other.client.call('POST', '/ocr-image', { file_id: fileId, side: 'front' });
    expect(read.body.status).toBe(ErrorCode.REFUSED);
    expect(read.body.reason).toMatch(/not one of your uploads/);
    const result = await other.client.call('POST', '/ocr-result', { check_id: check.id });
    expect(result.statusCode).toBe(404);
    expect(result.body.reason).toBe('check not found');
  });

  it('serves a file only by its signed address, opened from its seal', async () => {
    const { client } = await customer();
    const reply = await client.call('POST', '/other-channel', {
      verify_type: 0,
      name: 'John Smith',
      document_type: 'passport',
      document_number: 'E12345678',
      file_ids: [await client.upload()],
      agreement: true,
    });
    expect(reply.body.status, reply.body.reason).toBe(0);
    const [record] = await client.records();
    const url = record?.files[0]?.url ?? '';
    const served = await app.server.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);
    const tampered = await app.server.inject({
      method: 'GET',
      url: tamperedSignature(url),
    });
    expect(tampered.statusCode).toBe(403);
    expect(record).toMatchObject({ method: 'other_channel', status: 0, id_number: 'E12**5678' });
  });

  it('takes only images and PDFs', async () => {
    const { token } = await customer();
    const { uploadFile } = await import('../../testing/work-orders');
    const text = await uploadFile(app, token, Buffer.from('plain words\n'), 'notes.txt', {
      url: '/third-party/api/v1/verification/file',
    });
    expect(text.body.status).toBe(ErrorCode.REFUSED);
    expect(text.body.reason).toMatch(/^file: .*not a document image or PDF/);
  });
});
