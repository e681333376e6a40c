import { describe, expect, it } from 'vitest';
import { messagingFromEnv } from '../../core/messaging-config';
import { captureLog } from '../../testing/captured-log';
import { emailProviderOf } from './create-email-provider';
import type { EmailProvider } from './email-provider';

const outbox: EmailProvider = { name: 'outbox', send: async () => undefined };

describe('emailProviderOf', () => {
  it('is the outbox unless EMAIL_PROVIDER says smtp', () => {
    expect(emailProviderOf(messagingFromEnv({}), outbox, captureLog().log)).toBe(outbox);
  });

  it('is SMTP for EMAIL_PROVIDER=smtp', () => {
    const config = messagingFromEnv({
      EMAIL_PROVIDER: 'smtp',
      SMTP_HOST: 'smtp.exmail.qq.com',
      SMTP_USER: 'noreply@gpucloud.example',
      SMTP_PASSWORD: 'smtp-password',
      SMTP_FROM: 'noreply@gpucloud.example',
    });
    expect(emailProviderOf(config, outbox, captureLog().log).name).toBe('smtp');
  });
});
