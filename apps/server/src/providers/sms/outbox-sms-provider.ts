import { maskPhone } from '@gpucloud/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../core/db';
import { maskCodes } from '../../core/http/log-redaction';
import { insertOutboxMessage } from './sms-outbox.repository';
import type { SmsProvider } from './sms-provider';

/**
 * Delivers nothing outside: every message lands in `sms_outbox` as the recipient would read it
 * (get_sms_outbox shows it) and in the log, with its code hidden there (a log is no place for a
 * login code).
 */
export function createOutboxSmsProvider(db: Db, log: FastifyBaseLogger): SmsProvider {
  return {
    name: 'outbox',
    async send({ phone, template, text }) {
      await insertOutboxMessage(db, phone, text);
      log.info(
        { sms: { provider: 'outbox', template, phone: maskPhone(phone), text: maskCodes(text) } },
        'sms written to outbox',
      );
    },
  };
}
