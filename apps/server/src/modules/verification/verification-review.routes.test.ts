import type { VerificationRecord } from '@gpucloud/contracts';
import { accountEndpoints, adminEndpoints, ErrorCode, opsVerificationEndpoints } from '@gpucloud/contracts';
import { usccCheckCharacter } from '@gpucloud/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboxItems } from '../../db/schema/inbox/inbox.table';
import { staffAudit } from '../../db/schema/staff/staff.table';
import { verifications } from '../../db/schema/verification/verification.table';
import { expireVerifications } from '../../jobs/verification-expiry.job';
import { emailOutbox } from '../../providers/email/email-outbox.table';
import { buildUser, createStaff, loginAs, staffToken } from '../../testing/builders';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { verificationClient } from '../../testing/verification';

let app: TestApp;
let reviewer: string;
let reviewerId: number;
let admin: string;

beforeAll(async () => {
  app = await createTestApp();
  const staff = await createStaff(app, 'reviewer');
  reviewerId = staff.id;
  reviewer = await staffToken(app, staff);
  admin = await staffToken(app, await createStaff(app, 'admin'));
});
afterAll(async () => {
  await app.close();
});

async function customer() {
  const user = await buildUser(app);
  const { token } = await loginAs(app, user);
  return { user, token, client: verificationClient(app, token) };
}

let serial = 500;
function creditCode(): string {
  serial += 1;
  const first17 = `91110108${String(1_000_000_000 + serial).slice(1)}`;
  return `${first17}${usccCheckCharacter(first17)}`;
}

async function letterSubmission() {
  const one = await customer();
  const licence = await one.client.readLicense({
    registrationNumber: creditCode(),
    companyName: '审核测试有限公司',
  });
  const letter = await one.client.upload();
  const reply = await one.client.call<{ verification: VerificationRecord }>('POST', '/verifications', {
    method: 'license_letter',
    license_check_id: licence.id,
    letter_file_ids: [letter],
    contact_name: '钱七',
    agreement: true,
  });
  expect(reply.body.status, reply.body.reason).toBe(0);
  return { ...one, record: reply.body.data.verification };
}

async function studentByEmail(email = 'li.si@pku.edu.cn') {
  const one = await customer();
  const sent = await one.client.call('POST', '/student-email-code', { email });
  expect(sent.body.status, sent.body.reason).toBe(0);
  const [mail] = await app.deps.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.email, email))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  const code = mail?.message.match(/\b(\d{6})\b/)?.[1] ?? '';
  const reply = await one.client.call<{ verification: VerificationRecord }>('POST', '/verifications', {
    method: 'school_email',
    school: '北京大学',
    student_name: '李四',
    email,
    email_code: code,
    agreement: true,
  });
  expect(reply.body.status, reply.body.reason).toBe(0);
  return { ...one, record: reply.body.data.verification };
}

const review = (token: string, verificationId: number, decision: 'approve' | 'refuse', reason?: string) =>
  app.post('/ops/verification/review', { session: token, verification_id: verificationId, decision, reason });

describe('the review queue', () => {
  it('lists pending staff-read submissions oldest first, masked, with the waiting count', async () => {
    const letter = await letterSubmission();
    const student = await studentByEmail('wang@tsinghua.edu.cn');
    const reply = await app.call(opsVerificationEndpoints.list, { session: reviewer });
    expect(reply.body.status, reply.body.reason).toBe(0);
    const ids = reply.body.data.list.map((row) => row.id);
    expect(ids.indexOf(letter.record.id)).toBeLessThan(ids.indexOf(student.record.id));
    expect(reply.body.data.waiting).toBeGreaterThanOrEqual(2);
    const row = reply.body.data.list.find((item) => item.id === letter.record.id);
    expect(row).toMatchObject({
      method: 'license_letter',
      name: '审核测试有限公司',
      user_phone: letter.user.phone,
      status: 0,
    });
    const byPhone = await app.call(opsVerificationEndpoints.list, {
      session: reviewer,
      queue: 'all',
      q: student.user.phone,
    });
    expect(byPhone.body.data.list.map((item) => item.id)).toEqual([student.record.id]);
  });

  it('shows a record with its documents and checks masked, and reveals it in full only with an audit row', async () => {
    const { record } = await letterSubmission();
    const detail = await app.call(opsVerificationEndpoints.detail, {
      session: reviewer,
      verification_id: record.id,
    });
    expect(detail.body.status, detail.body.reason).toBe(0);
    expect(detail.body.data).toMatchObject({ can_review: true, contact_name: '钱*' });
    // The licence photo its check read, and the letter.
    expect(detail.body.data.files).toHaveLength(2);
    expect(detail.body.data.checks.map((check) => check.kind)).toEqual(['license_ocr']);
    const image = await app.server.inject({ method: 'GET', url: detail.body.data.files[0]?.url ?? '' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');

    const revealed = await app.call(opsVerificationEndpoints.reveal, {
      session: reviewer,
      verification_id: record.id,
    });
    expect(revealed.body.data.contact_name).toBe('钱七');
    const audit = await app.deps.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.objectType, 'verification'), eq(staffAudit.objectId, String(record.id))));
    expect(audit).toEqual([
      expect.objectContaining({
        staffId: reviewerId,
        noteCode: 'audit.read_personal_data',
        endpoint: '/api/ops/verification/reveal',
      }),
    ]);
  });
});

describe('decisions', () => {
  it('approves an enterprise letter: the label turns enterprise and the customer is notified', async () => {
    const { user, token, record } = await letterSubmission();
    const approved = await review(reviewer, record.id, 'approve');
    expect(approved.body.status, approved.body.reason).toBe(0);
    const info = await app.call(accountEndpoints.userInfo, {
      session: token,
    });
    expect(info.body.data.Verification.Enterprise).toBe(true);
    const notices = await app.deps.db.select().from(inboxItems).where(eq(inboxItems.userId, user.id));
    expect(notices.map((item) => item.template)).toContain('verification.approved');
    const twice = await review(admin, record.id, 'approve');
    expect(twice.body.reason).toMatch(/decided already/);
  });

  it('refuses with a reason the customer reads, and not without one', async () => {
    const { user, client, record } = await letterSubmission();
    const bare = await review(reviewer, record.id, 'refuse');
    expect(bare.body.status).toBe(ErrorCode.ILLEGAL_BODY);
    expect(bare.body.reason).toMatch(/reason/);
    const refused = await review(reviewer, record.id, 'refuse', 'the letter carries no company stamp');
    expect(refused.body.status, refused.body.reason).toBe(0);
    const [mine] = await client.records();
    expect(mine).toMatchObject({ status: 2, reason: 'the letter carries no company stamp' });
    const notices = await app.deps.db.select().from(inboxItems).where(eq(inboxItems.userId, user.id));
    expect(notices.find((item) => item.template === 'verification.refused')?.params).toMatchObject({
      reason: 'the letter carries no company stamp',
    });
    // Refused: the credit code is free, and the customer may submit again.
    expect((await client.records()).length).toBe(1);
  });

  it('does not decide records their checks decide', async () => {
    const { client } = await customer();
    const passed = await client.verifyPersonally();
    const reply = await review(reviewer, passed.body.data.verification.id, 'refuse', 'no');
    expect(reply.body.reason).toMatch(/decided by its checks/);
  });
});

describe('students', () => {
  it('refuses a wrong school email code and a mailbox that is not a school’s', async () => {
    const { client } = await customer();
    const notSchool = await client.call('POST', '/student-email-code', { email: 'someone@gmail.com' });
    expect(notSchool.body.status).toBe(ErrorCode.ILLEGAL_BODY);
    expect(notSchool.body.reason).toMatch(/email: must be a school mailbox/);
    await client.call('POST', '/student-email-code', { email: 'zhang@fudan.edu.cn' });
    const wrong = await client.call('POST', '/verifications', {
      method: 'school_email',
      school: '复旦大学',
      student_name: '张三',
      email: 'zhang@fudan.edu.cn',
      email_code: '000000',
      agreement: true,
    });
    expect(wrong.body.status).toBe(ErrorCode.REFUSED);
    expect(wrong.body.reason).toMatch(/^email_code: /);
    const soon = await client.call('POST', '/student-email-code', { email: 'zhang@fudan.edu.cn' });
    expect(soon.body.status).toBe(ErrorCode.TOO_MANY_REQUESTS);
  });

  it('takes a student-status report code for staff to check', async () => {
    const { client } = await customer();
    const reply = await client.call<{ verification: VerificationRecord }>('POST', '/verifications', {
      method: 'student_report',
      school: '浙江大学',
      student_name: '孙八',
      report_code: 'A1B2C3D4E5F6G7H8',
      agreement: true,
    });
    expect(reply.body.status, reply.body.reason).toBe(0);
    const detail = await app.call(opsVerificationEndpoints.detail, {
      session: reviewer,
      verification_id: reply.body.data.verification.id,
    });
    expect(detail.body.data).toMatchObject({ report_code: 'A1B2C3D4E5F6G7H8', can_review: true });
    const again = await client.call('POST', '/verifications', {
      method: 'student_report',
      school: '浙江大学',
      student_name: '孙八',
      report_code: 'A1B2C3D4E5F6G7H8',
      agreement: true,
    });
    expect(again.body.reason).toMatch(/waiting already/);
  });

  // Last: it moves the clock a year on.
  it('makes a student coupon claimable once approved, for one year', async () => {
    const group = await app.call(adminEndpoints.createCouponGroup, {
      session: admin,
      name: 'Student offer',
      type: 2,
      amount: 20,
      money_limit: 100,
      target_user_verify_type: 1,
      begin_time: Math.floor(app.clock.now().getTime() / 1000) - 60,
      total_num: 100,
    });
    const groupId = group.body.data.GroupId;
    const { token, client, record } = await studentByEmail();
    expect(record).toMatchObject({
      verify_type: 2,
      method: 'school_email',
      status: 0,
      school: '北京大学',
      name: '李*',
    });
    expect((await app.post('/assign_to_user', { session: token, group_id: groupId })).body.reason).toBe(
      'this coupon is for verified students',
    );
    expect((await review(reviewer, record.id, 'approve')).body.status).toBe(0);
    const [passed] = await client.records();
    expect(passed?.status).toBe(1);
    expect(new Date(passed?.expires_at ?? 0).getTime() - app.clock.now().getTime()).toBe(365 * 86_400_000);
    expect((await app.post('/assign_to_user', { session: token, group_id: groupId })).body.status).toBe(0);

    // A year on (sessions have expired too: the record is read from its table).
    app.clock.advance(366 * 86_400_000);
    await expireVerifications(app.deps);
    const [expired] = await app.deps.db.select().from(verifications).where(eq(verifications.id, record.id));
    expect(expired).toMatchObject({ status: 3, reason: 'a student verification lasts one year' });
  });
});
