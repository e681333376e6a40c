import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { ComputeProvider } from '../providers/compute/compute-provider';
import type { MachineShell } from '../providers/compute/machine-shell';
import type { EmailProvider } from '../providers/email/email-provider';
import type { FileStore } from '../providers/files/file-store';
import type { PaymentGateways } from '../providers/payments/payment-gateways';
import type { SmsProvider } from '../providers/sms/sms-provider';
import type { VerificationProvider } from '../providers/verification/verification-provider';
import type { WeChatProvider } from '../providers/wechat/wechat-provider';
import type { AccessKeyGate } from './auth/access-key-gate';
import type { SessionCache } from './auth/session-cache';
import type { SessionStore } from './auth/session-lookup';
import type { SessionSync } from './auth/session-sync';
import type { StaffSessionStore } from './auth/staff-session-lookup';
import type { StepUpGate } from './auth/step-up';
import type { ReadCache } from './cache/read-cache';
import type { Clock } from './clock';
import type { Config } from './config';
import type { PersonalDataVault } from './crypto/personal-data';
import type { Database, Db } from './db';
import type { FileLinks } from './files/file-links';
import type { HostResolver } from './host-resolver';
import type { Lifecycle } from './lifecycle';

/** What services need from the outside world; built once in app.ts, replaced piecewise in tests. */
export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  sms: SmsProvider;
  email: EmailProvider;
  wechat: WeChatProvider;
  payments: PaymentGateways;
  compute: ComputeProvider;
  /** Processes and files in the compute provider's machines (the SSH gateway, the web terminal). */
  shell: MachineShell;
  /** Where uploaded files live (local disk or an S3-compatible bucket). */
  files: FileStore;
  /** Signed, expiring addresses of stored files for the owner and staff. */
  fileLinks: FileLinks;
  /** Seals personal data at rest (ID numbers, names, cards, documents) under the data key. */
  vault: PersonalDataVault;
  /** ID card and licence OCR, face checks, bank-card checks, corporate transfers (issue 13). */
  verification: VerificationProvider;
  log: FastifyBaseLogger;
  /** Valid sessions held in memory, forgotten on every revocation in any process. */
  sessionCache: SessionCache;
  /** Where sessions are read for the lookup of every authenticated call (the auth module's table). */
  sessionStore: SessionStore;
  /** Lets a revoking request wait until every server process has heard the revocation. */
  sessionSync: SessionSync;
  /** The Redis server of REDIS_URL shared by every process (core/shared-store.ts); null without one. */
  sharedStore: Redis | null;
  /** Checks the signature, key and limits of every open-API request (modules/openApi). */
  accessKeyGate: AccessKeyGate;
  /** Refuses a guarded call whose session has not proven the second factor lately (modules/secondFactor). */
  stepUpGate: StepUpGate;
  /** Where staff sessions are read for every staff call (the staff module's table; no cache). */
  staffSessionStore: StaffSessionStore;
  /** Answers of the hot reads, forgotten as the database announces their changes (core/cache). */
  reads: ReadCache;
  /** Answers a host name's addresses (webhook targets are checked on them; tests inject one). */
  resolveHost: HostResolver;
  /** Whether this process is draining for a shutdown (readiness, keep-alive). */
  lifecycle: Lifecycle;
}

/** What commanding machines needs (instances, disks, images): the database, the time, the compute provider, a log. */
export type MachineDeps = Pick<AppDeps, 'db' | 'clock' | 'compute' | 'log'>;

/** Who is calling, as the session says. */
export interface RequestMeta {
  ip: string;
  userAgent: string;
}
