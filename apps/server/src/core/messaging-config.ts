import { type SmtpConfig, smtpEmailFromEnv } from '../providers/email/smtp/smtp-email-config';
import { type TencentSmsConfig, tencentSmsFromEnv } from '../providers/sms/tencent/tencent-sms-config';
import { ConfigError } from './config-error';

type Env = Record<string, string | undefined>;

/** Who delivers SMS and email: the outbox (default; nothing leaves the server) or a real gateway. */
export interface MessagingConfig {
  /** SMS_PROVIDER: 'outbox' or 'tencent' (Tencent Cloud SMS). */
  sms: { provider: 'outbox' | 'tencent'; tencent: TencentSmsConfig | null };
  /** EMAIL_PROVIDER: 'outbox' or 'smtp'. */
  email: { provider: 'outbox' | 'smtp'; smtp: SmtpConfig | null };
}

export function messagingFromEnv(env: Env): MessagingConfig {
  const sms = choice(env, 'SMS_PROVIDER', ['outbox', 'tencent']);
  const email = choice(env, 'EMAIL_PROVIDER', ['outbox', 'smtp']);
  return {
    sms: { provider: sms, tencent: sms === 'tencent' ? tencentSmsFromEnv(env) : null },
    email: { provider: email, smtp: email === 'smtp' ? smtpEmailFromEnv(env) : null },
  };
}

/** The variable's value, one of `names` (the first when unset); another one stops the server. */
function choice<const N extends string>(env: Env, variable: string, names: readonly [N, ...N[]]): N {
  const value = env[variable]?.trim() || names[0];
  const known: readonly string[] = names;
  if (!known.includes(value))
    throw new ConfigError(
      `${variable} must be ${names.map((name) => `"${name}"`).join(' or ')}, got "${value}"`,
    );
  return value as N;
}
