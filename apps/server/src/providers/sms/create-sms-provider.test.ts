import { describe, expect, it } from 'vitest';
import { SMS_TEMPLATE_KEYS } from '../../core/messaging/sms-params';
import { messagingFromEnv } from '../../core/messaging-config';
import { captureLog } from '../../testing/captured-log';
import { smsProviderOf } from './create-sms-provider';
import type { SmsProvider } from './sms-provider';

const outbox: SmsProvider = { name: 'outbox', send: async () => undefined };

describe('smsProviderOf', () => {
  it('is the outbox unless SMS_PROVIDER says tencent', () => {
    expect(smsProviderOf(messagingFromEnv({}), outbox, captureLog().log)).toBe(outbox);
  });

  it('is Tencent Cloud SMS for SMS_PROVIDER=tencent', () => {
    const config = messagingFromEnv({
      SMS_PROVIDER: 'tencent',
      TENCENT_SECRET_ID: 'AKIDsms',
      TENCENT_SECRET_KEY: 'sms-secret-key',
      SMS_SDK_APP_ID: '1400123456',
      SMS_SIGN_NAME: '算力云',
      SMS_TEMPLATE_IDS: JSON.stringify(Object.fromEntries(SMS_TEMPLATE_KEYS.map((key) => [key, '1900001']))),
    });
    expect(smsProviderOf(config, outbox, captureLog().log).name).toBe('tencent');
  });
});
