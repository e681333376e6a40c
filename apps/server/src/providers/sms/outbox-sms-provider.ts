import { maskPhone } from '@gpucloud/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../core/db';
import { insertOutboxMessage } from './sms-outbox.repository';
import type { SmsProvider } from './sms-provider';

/** Delivers nothing outside: every message lands in `sms_outbox` and the log, for people and tests to read. */
export function createOutboxSmsProvider(db: Db, log: FastifyBaseLogger): SmsProvider {
  return {
    name: 'outbox',
    async send({ phone, text }) {
      await insertOutboxMessage(db, phone, text);
      log.info({ sms: { provider: 'outbox', phone: maskPhone(phone), text } }, 'sms written to outbox');
    },
  };
}
