import { describe, expect, it } from 'vitest';
import { ConfigError } from './config-error';
import { SMS_TEMPLATE_KEYS } from './messaging/sms-params';
import { messagingFromEnv } from './messaging-config';

const TENCENT = {
  TENCENT_SECRET_ID: 'AKIDsms',
  TENCENT_SECRET_KEY: 'sms-secret-key',
  SMS_SDK_APP_ID: '1400123456',
  SMS_SIGN_NAME: '算力云',
  SMS_TEMPLATE_IDS: JSON.stringify(Object.fromEntries(SMS_TEMPLATE_KEYS.map((key) => [key, '1900001']))),
};
const SMTP = {
  SMTP_HOST: 'smtp.exmail.qq.com',
  SMTP_USER: 'noreply@gpucloud.example',
  SMTP_PASSWORD: 'smtp-password',
  SMTP_FROM: 'GPU Cloud <noreply@gpucloud.example>',
};

describe('messagingFromEnv', () => {
  it('keeps both in the outbox by default, reading no gateway setting', () => {
    const outbox = { sms: { provider: 'outbox', tencent: null }, email: { provider: 'outbox', smtp: null } };
    expect(messagingFromEnv({})).toEqual(outbox);
    expect(messagingFromEnv({ SMS_PROVIDER: ' ', EMAIL_PROVIDER: '', SMS_TEMPLATE_IDS: 'not json' })).toEqual(
      outbox,
    );
    expect(messagingFromEnv({ SMS_PROVIDER: 'outbox', EMAIL_PROVIDER: 'outbox' })).toEqual(outbox);
  });

  it('reads Tencent SMS settings for SMS_PROVIDER=tencent', () => {
    const config = messagingFromEnv({ SMS_PROVIDER: 'tencent', ...TENCENT });
    expect(config.sms.provider).toBe('tencent');
    expect(config.sms.tencent).toMatchObject({
      sdkAppId: '1400123456',
      signName: '算力云',
      region: 'ap-guangzhou',
    });
    expect(config.email).toEqual({ provider: 'outbox', smtp: null });
  });

  it('reads SMTP settings for EMAIL_PROVIDER=smtp', () => {
    const config = messagingFromEnv({ EMAIL_PROVIDER: 'smtp', ...SMTP });
    expect(config.email.provider).toBe('smtp');
    expect(config.email.smtp).toMatchObject({ host: 'smtp.exmail.qq.com', port: 465, secure: true });
    expect(config.sms).toEqual({ provider: 'outbox', tencent: null });
  });

  it('stops on a gateway chosen without its settings, naming what is missing', () => {
    expect(() => messagingFromEnv({ SMS_PROVIDER: 'tencent', ...TENCENT, SMS_SIGN_NAME: '' })).toThrow(
      'SMS_PROVIDER=tencent needs SMS_SIGN_NAME',
    );
    expect(() => messagingFromEnv({ EMAIL_PROVIDER: 'smtp', ...SMTP, SMTP_HOST: undefined })).toThrow(
      'EMAIL_PROVIDER=smtp needs SMTP_HOST',
    );
  });

  it('refuses a provider it does not know, naming the variable', () => {
    expect(() => messagingFromEnv({ SMS_PROVIDER: 'aliyun' })).toThrow(ConfigError);
    expect(() => messagingFromEnv({ SMS_PROVIDER: 'aliyun' })).toThrow(
      'SMS_PROVIDER must be "outbox" or "tencent", got "aliyun"',
    );
    expect(() => messagingFromEnv({ EMAIL_PROVIDER: 'sendgrid' })).toThrow(
      'EMAIL_PROVIDER must be "outbox" or "smtp", got "sendgrid"',
    );
  });
});
