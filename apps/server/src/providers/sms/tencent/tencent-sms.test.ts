import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { SMS_TEMPLATE_KEYS } from '../../../core/messaging/sms-params';
import { captureLog } from '../../../testing/captured-log';
import {
  type FakeTencentCloud,
  startFakeTencentCloud,
} from '../../../testing/fakes/tencent-cloud/fake-tencent-cloud';
import { type SmsMessage, SmsProviderError } from '../sms-provider';
import { createTencentSms } from './tencent-sms';
import type { TencentSmsConfig } from './tencent-sms-config';

const SECRETS = { secretId: 'AKIDfakeSmsSecretId', secretKey: 'fake/sms+secret=key-never-logged' };
const TEMPLATE_IDS = Object.fromEntries(
  SMS_TEMPLATE_KEYS.map((key, index) => [key, String(2_100_000 + index)]),
) as TencentSmsConfig['templateIds'];
const CONFIG: TencentSmsConfig = {
  ...SECRETS,
  region: 'ap-guangzhou',
  sdkAppId: '1400987654',
  signName: '算力云',
  templateIds: TEMPLATE_IDS,
  englishTemplateIds: { 'sms.verify_code.login': '2200001' },
};
const PHONE = '13800138000';
const CODE = '042917';

const LOGIN_CODE: SmsMessage = {
  phone: PHONE,
  template: 'sms.verify_code.login',
  params: [CODE, '5'],
  language: 'zh-CN',
  text: `【GPU 云】您正在登录，验证码为 ${CODE}，5 分钟内有效，请勿泄露给他人。`,
};

const fakes: FakeTencentCloud[] = [];

async function setup(config: Partial<TencentSmsConfig> = {}) {
  const fake = await startFakeTencentCloud(SECRETS);
  fakes.push(fake);
  const captured = captureLog();
  const provider = createTencentSms(
    { ...CONFIG, ...config },
    { log: captured.log, agent: fake.agent, protocol: 'http://' },
  );
  return { fake, provider, logText: captured.text };
}

afterEach(async () => {
  for (const fake of fakes.splice(0)) await fake.close();
});

describe('tencent SendSms', () => {
  it('sends the approved template with its values, the sign and the app id, to the number in E.164', async () => {
    const { fake, provider, logText } = await setup();
    await provider.send(LOGIN_CODE);
    expect(fake.calls).toMatchObject([
      {
        host: 'sms.tencentcloudapi.com',
        action: 'SendSms',
        version: '2021-01-11',
        region: 'ap-guangzhou',
        service: 'sms',
        body: {
          PhoneNumberSet: ['+8613800138000'],
          SmsSdkAppId: '1400987654',
          SignName: '算力云',
          TemplateId: TEMPLATE_IDS['sms.verify_code.login'],
          TemplateParamSet: [CODE, '5'],
        },
      },
    ]);
    expect(fake.refusals).toEqual([]);
    const line = JSON.parse(logText().trim()) as { sms: Record<string, unknown> };
    expect(line.sms).toEqual({
      provider: 'tencent',
      template: 'sms.verify_code.login',
      templateId: TEMPLATE_IDS['sms.verify_code.login'],
      phone: '138****8000',
      serialNo: '2640:346821905817263849201745369',
      fee: 1,
      requestId: '3f1e2d4c-0001-4b6a-8c9d-0e1f2a3b4c5d',
    });
  });

  it('takes the English template for an English reader when there is one, the main one otherwise', async () => {
    const { fake, provider } = await setup();
    await provider.send({ ...LOGIN_CODE, language: 'en-US' });
    await provider.send({
      phone: `+86${PHONE}`,
      template: 'sms.work_order_replied',
      params: ['73'],
      language: 'en-US',
      text: '[GPU Cloud] Support replied to your work order #73 “GPU”. Log in to the console to read it.',
    });
    expect(fake.calls.map((call) => [call.body.TemplateId, call.body.PhoneNumberSet])).toEqual([
      ['2200001', ['+8613800138000']],
      [TEMPLATE_IDS['sms.work_order_replied'], ['+8613800138000']],
    ]);
  });

  it('throws naming the code when Tencent refuses the number (a SendStatus other than Ok)', async () => {
    const { fake, provider, logText } = await setup();
    fake.answer('SendSms', 'daily-limit');
    const sending = provider.send(LOGIN_CODE);
    await expect(sending).rejects.toBeInstanceOf(SmsProviderError);
    await expect(sending).rejects.toThrow(
      'tencent SendSms to 138****8000 answered LimitExceeded.PhoneNumberDailyLimit (request 3f1e2d4c-0002-4b6a-8c9d-0e1f2a3b4c5d)',
    );
    expect(logText()).toBe('');
  });

  it('throws naming the code when Tencent refuses the request (an unapproved sign)', async () => {
    const { fake, provider } = await setup();
    fake.answer('SendSms', 'unapproved-sign');
    await expect(provider.send(LOGIN_CODE)).rejects.toThrow(
      /^tencent SendSms to 138\*{4}8000 answered FailedOperation\.SignatureIncorrectOrUnapproved \(request 3f1e2d4c-0003/,
    );
  });

  it('is refused by the fake when it signs with another key, and says so', async () => {
    const { fake } = await setup();
    const forger = createTencentSms(
      { ...CONFIG, secretKey: 'not-the-key-tencent-knows' },
      { log: captureLog().log, agent: fake.agent, protocol: 'http://' },
    );
    await expect(forger.send(LOGIN_CODE)).rejects.toThrow('answered AuthFailure.SignatureFailure');
    expect(fake.refusals).toEqual(['AuthFailure.SignatureFailure']);
    expect(fake.calls).toEqual([]);
  });

  it('has its signature cover the body: a signed request with another number is refused', async () => {
    const { fake, provider } = await setup();
    await provider.send(LOGIN_CODE);
    const [sent] = fake.calls;
    if (!sent) throw new Error('nothing was sent');
    const forged = sent.rawBody.toString('utf8').replace('+8613800138000', '+8613900139000');
    expect(forged).not.toBe(sent.rawBody.toString('utf8'));
    const answer = await replay(fake, sent.headers, forged);
    expect(answer).toMatchObject({ Response: { Error: { Code: 'AuthFailure.SignatureFailure' } } });
    expect(fake.calls).toHaveLength(1);
  });

  it('sends nothing to a number that is not a mainland mobile, and does not show it', async () => {
    const { fake, provider } = await setup();
    const sending = provider.send({ ...LOGIN_CODE, phone: '+4915112345678' });
    await expect(sending).rejects.toThrow(/^tencent sends to mainland mobile numbers only, not \*+5678$/);
    await expect(sending).rejects.not.toThrow('15112345678');
    expect(fake.calls).toEqual([]);
  });

  it('throws when Tencent cannot be reached', async () => {
    const { fake, provider } = await setup();
    await fake.close();
    fakes.splice(0);
    await expect(provider.send(LOGIN_CODE)).rejects.toThrow(/^tencent SendSms to 138\*{4}8000 got no answer/);
  });

  it('logs neither the key, the number nor the code', async () => {
    const { fake, provider, logText } = await setup();
    await provider.send(LOGIN_CODE);
    fake.answer('SendSms', 'daily-limit');
    const refused = await provider.send(LOGIN_CODE).catch((error: unknown) => error);
    const written = `${logText()}\n${String(refused)}`;
    for (const secret of [SECRETS.secretKey, PHONE, CODE]) expect(written).not.toContain(secret);
  });
});

/** Posts `body` to the fake with headers exactly as an accepted request carried them. */
function replay(fake: FakeTencentCloud, headers: http.IncomingHttpHeaders, body: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: 'sms.tencentcloudapi.com',
        path: '/',
        method: 'POST',
        agent: fake.agent,
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
