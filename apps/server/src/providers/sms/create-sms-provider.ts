import type { FastifyBaseLogger } from 'fastify';
import type { MessagingConfig } from '../../core/messaging-config';
import type { SmsProvider } from './sms-provider';
import { createTencentSms } from './tencent/tencent-sms';

/** SMS_PROVIDER: the outbox (default) or Tencent Cloud SMS with its settings. */
export function smsProviderOf(
  config: MessagingConfig,
  outbox: SmsProvider,
  log: FastifyBaseLogger,
): SmsProvider {
  const tencent = config.sms.tencent;
  if (config.sms.provider === 'tencent' && tencent) return createTencentSms(tencent, { log });
  return outbox;
}
