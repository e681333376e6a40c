import { ConfigError } from './config-error';

type Env = Record<string, string | undefined>;

export interface TencentVerificationConfig {
  secretId: string;
  secretKey: string;
  region: string;
  faceRuleId: string;
}

export interface VerificationConfig {
  /** VERIFICATION_PROVIDER: 'sandbox' (default; pages served by this server) or 'tencent'. */
  provider: 'sandbox' | 'tencent';
  tencent: TencentVerificationConfig | null;
  /**
   * REQUIRE_REAL_NAME=1: renting needs a passed personal or enterprise verification (the law of the
   * mainland market; off by default so the demo rents without one).
   */
  requireRealName: boolean;
}

function required(env: Env, name: string): string {
  const value = env[name]?.trim();
  if (!value) throw new ConfigError(`VERIFICATION_PROVIDER=tencent needs ${name}`);
  return value;
}

export function verificationFromEnv(env: Env): VerificationConfig {
  const provider = env.VERIFICATION_PROVIDER?.trim() || 'sandbox';
  if (provider !== 'sandbox' && provider !== 'tencent')
    throw new ConfigError(`VERIFICATION_PROVIDER must be "sandbox" or "tencent", got "${provider}"`);
  return {
    provider,
    tencent:
      provider === 'tencent'
        ? {
            secretId: required(env, 'TENCENT_SECRET_ID'),
            secretKey: required(env, 'TENCENT_SECRET_KEY'),
            region: env.TENCENT_REGION?.trim() || 'ap-guangzhou',
            faceRuleId: required(env, 'TENCENT_FACEID_RULE_ID'),
          }
        : null,
    requireRealName: env.REQUIRE_REAL_NAME?.trim() === '1',
  };
}
