import { ErrorCode } from '@gpucloud/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmsMessage, type SmsProvider, SmsProviderError } from '../../providers/sms/sms-provider';
import { uniquePhone } from '../../testing/builders';
import { createTestApp, type TestApp } from '../../testing/test-app';

/** A carrier that refuses while `refusing` is set, as Tencent does past a daily limit. */
const delivered: SmsMessage[] = [];
let refusing = true;
const carrier: SmsProvider = {
  name: 'carrier',
  async send(message) {
    if (refusing) throw new SmsProviderError('tencent SendSms answered LimitExceeded.PhoneNumberDailyLimit');
    delivered.push(message);
  },
};

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ sms: carrier });
});
afterAll(async () => {
  await app.close();
});

describe('a code the carrier refuses to send', () => {
  it('is answered as a gateway failure, counts against no limit, and the next request sends one', async () => {
    const phone = uniquePhone();
    refusing = true;
    const refused = await app.postForm('/auth/send_verify_code', { phone, purpose: 'register' });
    expect(refused.statusCode).toBe(502);
    expect(refused.body).toMatchObject({
      status: ErrorCode.HTTP_ERROR,
      reason: 'the text message could not be sent, try again later',
    });

    // Within the minute a phone must wait between two codes: the refused one was taken back.
    refusing = false;
    const sent = await app.postForm('/auth/send_verify_code', { phone, purpose: 'register' });
    expect(sent.body.status, sent.body.reason).toBe(0);
    expect(delivered.map((message) => message.phone)).toEqual([phone]);
  });
});
