import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailMessage, EmailProvider } from '../../providers/email/email-provider';
import { listOutboxEmails } from '../../providers/email/outbox-email-provider';
import { listOutboxMessages } from '../../providers/sms/sms-outbox.repository';
import type { SmsMessage, SmsProvider } from '../../providers/sms/sms-provider';
import { buildUser, loginAs, uniquePhone } from '../../testing/builders';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { sendEmail, sendSms } from './notification.service';

/** What sendSms and sendEmail hand a gateway: the template, its carrier values, the language and the text. */
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

function recording() {
  const sms: SmsMessage[] = [];
  const emails: EmailMessage[] = [];
  const smsProvider: SmsProvider = { name: 'recording', send: async (message) => void sms.push(message) };
  const emailProvider: EmailProvider = {
    name: 'recording',
    send: async (message) => void emails.push(message),
  };
  return { deps: { ...app.deps, sms: smsProvider, email: emailProvider }, sms, emails };
}

async function chineseReader() {
  const user = await buildUser(app);
  const { token } = await loginAs(app, user);
  const set = await app.post('/set_language', { session: token, language: 'zh-CN' });
  expect(set.body.status, set.body.reason).toBe(0);
  return user;
}

describe('sendSms', () => {
  it('hands the carrier the template key, its values in order, the language and the rendered text', async () => {
    const { deps, sms } = recording();
    const phone = uniquePhone();
    await sendSms(deps, { phone, fallback: 'en-US' }, 'sms.verify_code.register', {
      code: '042917',
      minutes: 5,
    });
    expect(sms).toEqual([
      {
        phone,
        template: 'sms.verify_code.register',
        params: ['042917', '5'],
        language: 'en-US',
        text: '[GPU Cloud] Your verification code to register is 042917. It expires in 5 minutes. Never share it.',
      },
    ]);
  });

  it("uses the language of the phone's account, and gives a work order's carrier only its number", async () => {
    const { deps, sms } = recording();
    const user = await chineseReader();
    await sendSms(deps, { phone: user.phone, fallback: 'en-US' }, 'sms.work_order_replied', {
      id: 73,
      title: 'GPU 不可用',
    });
    expect(sms).toEqual([
      {
        phone: user.phone,
        template: 'sms.work_order_replied',
        params: ['73'],
        language: 'zh-CN',
        text: '【GPU 云】客服已回复您的工单 #73「GPU 不可用」，请登录控制台查看。',
      },
    ]);
  });

  it('writes the rendered text to the outbox by default', async () => {
    const phone = uniquePhone();
    await sendSms(app.deps, { phone, fallback: 'zh-CN' }, 'sms.verify_code.login', {
      code: '318204',
      minutes: 5,
    });
    const [row] = await listOutboxMessages(app.deps.db, phone, 1);
    expect(row?.message).toBe('【GPU 云】您正在登录，验证码为 318204，5 分钟内有效，请勿泄露给他人。');
  });
});

describe('sendEmail', () => {
  it("hands the gateway the template key, the account's language, the subject and the text", async () => {
    const { deps, emails } = recording();
    const user = await chineseReader();
    await sendEmail(deps, { email: 'zh@example.com', userId: user.id }, 'email.student_code', {
      code: '774411',
      minutes: 30,
    });
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      to: 'zh@example.com',
      template: 'email.student_code',
      language: 'zh-CN',
    });
    expect(emails[0]?.subject).not.toBe('');
    expect(emails[0]?.text).toContain('774411');

    await sendEmail(app.deps, { email: 'zh@example.com', userId: user.id }, 'email.student_code', {
      code: '774411',
      minutes: 30,
    });
    const [row] = await listOutboxEmails(app.deps.db, 'zh@example.com', 1);
    expect({ subject: row?.subject, message: row?.message }).toEqual({
      subject: emails[0]?.subject,
      message: emails[0]?.text,
    });
  });
});
