import type { FastifyBaseLogger } from 'fastify';
import type { ComputeProvider } from '../providers/compute/compute-provider';
import type { EmailProvider } from '../providers/email/email-provider';
import type { PaymentProvider } from '../providers/payments/payment-provider';
import type { SmsProvider } from '../providers/sms/sms-provider';
import type { WeChatProvider } from '../providers/wechat/wechat-provider';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Database, Db } from './db';

/** What services need from the outside world; built once in app.ts, replaced piecewise in tests. */
export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  sms: SmsProvider;
  email: EmailProvider;
  wechat: WeChatProvider;
  payments: PaymentProvider;
  compute: ComputeProvider;
  log: FastifyBaseLogger;
}

/** Who is calling, as the session says. */
export interface RequestMeta {
  ip: string;
  userAgent: string;
}
