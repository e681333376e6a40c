import path from 'node:path';
import type { OutageCreditRule } from '@gpucloud/domain';
import { parseYuanInput } from '@gpucloud/domain';
import { type DockerEngineConfig, parseDockerEngineConfig } from '../providers/compute/docker/docker-hosts';
import { DEFAULT_IMAGE_MAP, parseImageMap } from '../providers/compute/docker/docker-images';
import { parseGpuHosts } from '../providers/compute/docker/docker-placement';
import { ConfigError } from './config-error';
import { parseDataKey, resolveDataKey } from './crypto/data-key';
import { intFromEnv } from './env-int';
import { type InvoiceConfig, invoiceFromEnv } from './invoice-config';
import { type MessagingConfig, messagingFromEnv } from './messaging-config';
import { type MetricsConfig, metricsFromEnv } from './metrics-config';
import { type PartnerConfig, partnerFromEnv } from './partner-config';
import { type PaymentConfig, paymentFromEnv } from './payment-config';
import { type ServiceConfig, serviceFromEnv } from './service-config';
import { assertSftpApartFromGateway, sftpFromEnv } from './sftp-config';
import { type VerificationConfig, verificationFromEnv } from './verification-config';
import { type WebAuthnConfig, webAuthnFromEnv } from './webauthn-config';
import { type WebhookConfig, webhookFromEnv } from './webhook-config';

export interface Config {
  port: number;
  host: string;
  /** Where the embedded database (and later local files) live. */
  dataDir: string;
  /** When set, the server uses this PostgreSQL instead of the embedded PGlite. */
  databaseUrl: string | null;
  /**
   * A Redis server shared by every server process (REDIS_URL, redis:// or rediss://): the open-API
   * gate keeps its nonces and rate-limit buckets there instead of writing them to PostgreSQL on every
   * signed request (core/shared-store.ts). Null: PostgreSQL keeps them.
   */
  redisUrl: string | null;
  /** What every key this server writes in Redis starts with (REDIS_KEY_PREFIX): one Redis may serve several installations. */
  redisKeyPrefix: string;
  /** Seed demo data on start: the embedded default seeds unless SEED_DEMO=0; PostgreSQL only with SEED_DEMO=1. */
  seedDemo: boolean;
  logLevel: string;
  /** Built SPA to serve; null serves the API only. */
  webDistDir: string | null;
  migrationsDir: string;
  /** Absolute address people reach us at, used in QR codes of the sandbox providers. */
  publicBaseUrl: string;
  trustProxy: boolean;
  bodyLimitBytes: number;
  requestTimeoutMs: number;
  /** Graceful shutdown (core/shutdown.ts): how long readiness says 503 before the listener closes, and the bound after. */
  shutdown: { drainMs: number; timeoutMs: number };
  session: { idleDays: number; absoluteDays: number };
  /** Passkeys: relying party id and name, accepted origins (core/webauthn-config.ts). */
  webauthn: WebAuthnConfig;
  /**
   * Customers' second factor (issue 46): how long a proof of it (sign-in with a code, a step-up)
   * keeps the guarded calls open to the session (STEP_UP_WINDOW_SECONDS, default 300).
   */
  secondFactor: { stepUpWindowSeconds: number };
  /** The payment gateways in use and their settings (core/payment-config.ts). */
  payments: PaymentConfig;
  /** SMS and email gateways (SMS_PROVIDER, EMAIL_PROVIDER; core/messaging-config.ts). */
  messaging: MessagingConfig;
  compute: {
    /**
     * COMPUTE_PROVIDER: `simulated` runs every machine in the simulated fleet; `docker` runs container
     * instances as real containers on Docker engines (KVM and bare metal stay simulated); `auto` (the
     * default) is decided once at start-up (providers/compute/compute-auto.ts): docker when the default
     * engine answers and has the mapped images, simulated otherwise. Unresolved, `auto` is simulated.
     */
    provider: ComputeChoice;
    /** The SSH gateway's port (SSH_GATEWAY_PORT, default 2222; 0 turns it off). */
    sshGatewayPort: number;
    /** The docker provider's engines (DOCKER_HOSTS, DOCKER_DEFAULT_ENGINE, DOCKER_TLS_DIR). */
    docker: DockerEngineConfig;
    /** The engine image of a catalogue image not in `dockerImages` (DOCKER_DEFAULT_IMAGE); null: such an image is not offered. */
    dockerDefaultImage: string | null;
    /** Catalogue image name → engine image (DOCKER_IMAGES=name=ref,...). */
    dockerImages: Record<string, string>;
    /** Hosts with NVIDIA GPUs and their device ids (DOCKER_GPU_HOSTS=host=4;host2=GPU-uuid,...). */
    dockerGpuHosts: Record<string, string[]>;
    /** How long the simulated fleet takes for a lifecycle change. */
    simulatedDelayMs: number;
    /** The address shown in SSH details. */
    sshHost: string;
    /** How long a shut-down instance keeps its disk before it is released. */
    diskRetentionDays: number;
    /** How often the reconciler re-drives instances in transitional states (and at start-up). */
    reconcileSeconds: number;
    /** Overrides every transitional state's deadline (the domain's TRANSITIONAL_RECOVERY); 0 keeps them. */
    transitionDeadlineSeconds: number;
  };
  /**
   * Auto-stop (issue 42): the length of its "minute" in seconds (AUTO_STOP_MINUTE_SECONDS, default
   * 60): the job runs once a minute and idle windows are counted in minutes. Tests shorten it.
   */
  autoStop: { minuteSeconds: number };
  /**
   * Credit for host outages (issue 44, point 5; the rule in packages/domain/src/outage-credit.ts):
   * OUTAGE_CREDIT_PERCENT (100), OUTAGE_MINIMUM_MINUTES (5), OUTAGE_MERGE_MINUTES (10), and how
   * long a host's engine may not answer before it is an outage (OUTAGE_ENGINE_GRACE_SECONDS, 120).
   */
  outages: OutageCreditRule & { engineGraceSeconds: number };
  /** How often the queue of GPU waits is served (issue 44, point 2). */
  gpuWaits: { everySeconds: number };
  /** Webhooks (issue 45): http targets and the SSRF allow-list for tests (core/webhook-config.ts). */
  webhooks: WebhookConfig;
  /** Monitoring (issue 42): how often running machines are sampled (METRICS_SAMPLE_SECONDS, default 60). */
  monitoring: { sampleSeconds: number };
  /** File storage (issue 17): where customers reach their SFTP share (SFTP_HOST, SFTP_PORT). */
  sftp: { host: string; port: number };
  /** SMS codes one client network may ask for (an hour, a day); raised for test runs from one address. */
  smsIpLimits: { perHour: number; perDay: number };
  /** Seconds a phone waits between two SMS codes; shortened for test runs that ask one phone twice. */
  smsPhoneGapSeconds: number;
  /**
   * SMS-code abuse (issue 46): after `after` sends from one address within an hour, a send needs a
   * proof of work of `difficulty` zero bits (SMS_POW_AFTER, default 3; SMS_POW_DIFFICULTY, default 16).
   */
  smsPow: { after: number; difficulty: number };
  /** Run scheduled jobs (payment reconciliation) in this process. */
  runJobs: boolean;
  /** NODE_ENV=production: sandbox providers are refused unless `allowSandbox` says otherwise. */
  production: boolean;
  /** ALLOW_SANDBOX=1: a production server may run sandbox providers (and shows a sandbox ribbon). */
  allowSandbox: boolean;
  /**
   * AES-256 key sealing personal data at rest (core/crypto/sealed-box.ts): DATA_ENCRYPTION_KEY, or
   * outside production a key file made once under DATA_DIR/secrets.
   */
  dataKey: Buffer;
  /** Keys sealed data may still be under after a rotation (DATA_ENCRYPTION_OLD_KEYS, comma-separated). */
  oldDataKeys: Buffer[];
  /** Real-name verification: the provider, and whether renting needs a passed verification. */
  verification: VerificationConfig;
  /** The seller on the e-invoices, and the VAT rate. */
  invoices: InvoiceConfig;
  /** The sales-partner programme's terms. */
  partners: PartnerConfig;
  /** Staff money adjustments above this (fen) wait for a second staff member, an admin (four eyes). */
  adjustmentApprovalThresholdFen: number;
  /** Where uploads live (providers/files): DATA_DIR/files, or an S3-compatible bucket with FILE_STORE=s3. */
  files: FilesConfig;
  /**
   * A stored file no row names is removed once older than this (FILES_ORPHAN_GRACE_HOURS, at least 1):
   * an upload's bytes are stored just before its row is written, so a younger one may be in progress.
   */
  orphanFiles: { graceHours: number };
  /** The support desk's first-reply target, in business hours (Mon–Fri 09:00–18:00 China time). */
  workOrders: { firstReplyHours: number };
  /** Signed requests one open-API access key may make per minute (OPENAPI_RATE_LIMIT_PER_MINUTE). */
  openApi: { rateLimitPerMinute: number };
  /** Where instance services (plugins, the custom port) answer: SERVICE_DOMAIN (core/service-config.ts). */
  services: ServiceConfig;
  /** Prometheus metrics on a listener of their own (METRICS_PORT, METRICS_HOST, METRICS_TOKEN; core/metrics-config.ts). */
  metrics: MetricsConfig;
}

export type FilesConfig =
  | { store: 'local'; localDir: string }
  | {
      store: 's3';
      s3: { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string };
    };

type Env = Record<string, string | undefined>;

/** What COMPUTE_PROVIDER may say; `auto` becomes one of the other two at start-up. */
export const COMPUTE_CHOICES = ['auto', 'simulated', 'docker'] as const;
export type ComputeChoice = (typeof COMPUTE_CHOICES)[number];

function isComputeChoice(text: string): text is ComputeChoice {
  return (COMPUTE_CHOICES as readonly string[]).includes(text);
}

function yuanFromEnv(env: Env, name: string, fallbackFen: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallbackFen;
  const fen = parseYuanInput(raw);
  if (fen === null) throw new ConfigError(`${name} must be an amount in yuan like 1000.00, got "${raw}"`);
  return fen;
}

function computeProviderFromEnv(env: Env) {
  const provider = env.COMPUTE_PROVIDER?.trim() || 'auto';
  if (!isComputeChoice(provider))
    throw new ConfigError(`COMPUTE_PROVIDER must be "auto", "simulated" or "docker", got "${provider}"`);
  try {
    return {
      provider,
      sshGatewayPort: intFromEnv(env, 'SSH_GATEWAY_PORT', 2222),
      docker: parseDockerEngineConfig(env),
      dockerDefaultImage: env.DOCKER_DEFAULT_IMAGE?.trim() || null,
      dockerImages: parseImageMap(env.DOCKER_IMAGES ?? DEFAULT_IMAGE_MAP),
      dockerGpuHosts: parseGpuHosts(env.DOCKER_GPU_HOSTS),
    } as const;
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new ConfigError(error instanceof Error ? error.message : String(error));
  }
}

function filesFromEnv(env: Env, dataDir: string): FilesConfig {
  const store = env.FILE_STORE?.trim() || 'local';
  if (store === 'local') return { store, localDir: path.join(dataDir, 'files') };
  if (store !== 's3') throw new ConfigError(`FILE_STORE must be "local" or "s3", got "${store}"`);
  const required = (name: string) => {
    const value = env[name]?.trim();
    if (!value) throw new ConfigError(`FILE_STORE=s3 needs ${name}`);
    return value;
  };
  const endpoint = required('S3_ENDPOINT');
  if (!/^https?:\/\/[^/?#]+(\/[^?#]*)?$/.test(endpoint))
    throw new ConfigError(
      `S3_ENDPOINT must be an http(s) address like https://s3.example.com, got "${endpoint}"`,
    );
  return {
    store,
    s3: {
      endpoint,
      bucket: required('S3_BUCKET'),
      region: env.S3_REGION?.trim() || 'us-east-1',
      accessKeyId: required('S3_ACCESS_KEY_ID'),
      secretAccessKey: required('S3_SECRET_ACCESS_KEY'),
    },
  };
}

export function loadConfig(env: Env, defaults: { migrationsDir: string; webDistDir: string | null }): Config {
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  const redisUrl = env.REDIS_URL?.trim() || null;
  const redisKeyPrefix = env.REDIS_KEY_PREFIX?.trim() || 'gpucloud';
  if (!/^[A-Za-z0-9_.-]{1,64}$/.test(redisKeyPrefix))
    throw new ConfigError(
      `REDIS_KEY_PREFIX must be 1 to 64 letters, digits, "_", "." or "-", got "${redisKeyPrefix}"`,
    );
  if (redisUrl && !/^rediss?:\/\/[^/?#\s]+(\/\d{1,2})?$/.test(redisUrl))
    throw new ConfigError(
      `REDIS_URL must be an address like redis://127.0.0.1:6379 or rediss://user:password@host:6380/0, got "${redisUrl.replace(/\/\/[^@/]*@/, '//***@')}"`,
    );
  const port = intFromEnv(env, 'PORT', 8080);
  const host = env.HOST?.trim() || '127.0.0.1';
  const seedFlag = env.SEED_DEMO?.trim();
  const dataDir = path.resolve(env.DATA_DIR?.trim() || './data');
  const production = env.NODE_ENV?.trim() === 'production';
  const publicBaseUrl = (
    env.PUBLIC_BASE_URL?.trim() || `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`
  ).replace(/\/$/, '');
  const config: Config = {
    port,
    host,
    dataDir,
    databaseUrl,
    redisUrl,
    redisKeyPrefix,
    seedDemo: databaseUrl ? seedFlag === '1' : seedFlag !== '0',
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    webDistDir: env.WEB_DIST_DIR?.trim() || defaults.webDistDir,
    migrationsDir: defaults.migrationsDir,
    publicBaseUrl,
    trustProxy: env.TRUST_PROXY === '1',
    bodyLimitBytes: intFromEnv(env, 'BODY_LIMIT_BYTES', 1024 * 1024),
    requestTimeoutMs: intFromEnv(env, 'REQUEST_TIMEOUT_MS', 30_000),
    shutdown: {
      drainMs: intFromEnv(env, 'SHUTDOWN_DRAIN_MS', 5_000),
      timeoutMs: intFromEnv(env, 'SHUTDOWN_TIMEOUT_MS', 30_000),
    },
    session: {
      idleDays: intFromEnv(env, 'SESSION_IDLE_DAYS', 7),
      absoluteDays: intFromEnv(env, 'SESSION_ABSOLUTE_DAYS', 30),
    },
    webauthn: webAuthnFromEnv(env, publicBaseUrl),
    secondFactor: { stepUpWindowSeconds: Math.max(1, intFromEnv(env, 'STEP_UP_WINDOW_SECONDS', 300)) },
    payments: paymentFromEnv(env),
    messaging: messagingFromEnv(env),
    compute: {
      ...computeProviderFromEnv(env),
      simulatedDelayMs: intFromEnv(env, 'COMPUTE_SIM_DELAY_MS', 3_000),
      sshHost: env.COMPUTE_SSH_HOST?.trim() || host,
      diskRetentionDays: intFromEnv(env, 'DISK_RETENTION_DAYS', 15),
      reconcileSeconds: Math.max(1, intFromEnv(env, 'RECONCILE_SECONDS', 5)),
      transitionDeadlineSeconds: intFromEnv(env, 'TRANSITION_DEADLINE_SECONDS', 0),
    },
    autoStop: { minuteSeconds: Math.max(1, intFromEnv(env, 'AUTO_STOP_MINUTE_SECONDS', 60)) },
    outages: {
      creditPercent: Math.max(0, intFromEnv(env, 'OUTAGE_CREDIT_PERCENT', 100)),
      minimumMinutes: Math.max(0, intFromEnv(env, 'OUTAGE_MINIMUM_MINUTES', 5)),
      mergeMinutes: Math.max(0, intFromEnv(env, 'OUTAGE_MERGE_MINUTES', 10)),
      engineGraceSeconds: Math.max(0, intFromEnv(env, 'OUTAGE_ENGINE_GRACE_SECONDS', 120)),
    },
    gpuWaits: { everySeconds: Math.max(1, intFromEnv(env, 'GPU_WAIT_SECONDS', 15)) },
    webhooks: webhookFromEnv(env),
    monitoring: { sampleSeconds: Math.min(60, Math.max(1, intFromEnv(env, 'METRICS_SAMPLE_SECONDS', 60))) },
    sftp: sftpFromEnv(env, host),
    smsIpLimits: {
      perHour: intFromEnv(env, 'SMS_IP_LIMIT_HOUR', 20),
      perDay: intFromEnv(env, 'SMS_IP_LIMIT_DAY', 50),
    },
    smsPhoneGapSeconds: intFromEnv(env, 'SMS_PHONE_GAP_SECONDS', 60),
    smsPow: {
      after: Math.max(0, intFromEnv(env, 'SMS_POW_AFTER', 3)),
      difficulty: Math.min(32, Math.max(1, intFromEnv(env, 'SMS_POW_DIFFICULTY', 16))),
    },
    runJobs: env.RUN_JOBS !== '0',
    production,
    allowSandbox: env.ALLOW_SANDBOX?.trim() === '1',
    dataKey: resolveDataKey(env.DATA_ENCRYPTION_KEY, { dataDir, production }),
    oldDataKeys: (env.DATA_ENCRYPTION_OLD_KEYS ?? '')
      .split(',')
      .filter((text) => text.trim() !== '')
      .map((text) => parseDataKey(text, 'DATA_ENCRYPTION_OLD_KEYS')),
    verification: verificationFromEnv(env),
    invoices: invoiceFromEnv(env),
    partners: partnerFromEnv(env),
    adjustmentApprovalThresholdFen: yuanFromEnv(env, 'ADJUSTMENT_APPROVAL_THRESHOLD_YUAN', 1_000_00),
    files: filesFromEnv(env, dataDir),
    orphanFiles: { graceHours: Math.max(1, intFromEnv(env, 'FILES_ORPHAN_GRACE_HOURS', 24)) },
    workOrders: { firstReplyHours: Math.max(1, intFromEnv(env, 'WORK_ORDER_FIRST_REPLY_HOURS', 2)) },
    openApi: { rateLimitPerMinute: Math.max(1, intFromEnv(env, 'OPENAPI_RATE_LIMIT_PER_MINUTE', 120)) },
    services: serviceFromEnv(env, publicBaseUrl),
    metrics: metricsFromEnv(env),
  };
  assertSftpApartFromGateway(config);
  return config;
}
