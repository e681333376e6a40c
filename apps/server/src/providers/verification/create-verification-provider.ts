import type { Config } from '../../core/config';
import type { SandboxVerification } from './sandbox/sandbox-verification';
import { createTencentVerification } from './tencent/tencent-verification';
import type { VerificationProvider } from './verification-provider';

/** VERIFICATION_PROVIDER: the sandbox (default) or Tencent Cloud with its credentials. */
export function verificationProviderOf(config: Config, sandbox: SandboxVerification): VerificationProvider {
  const tencent = config.verification.tencent;
  if (config.verification.provider === 'tencent' && tencent) return createTencentVerification(tencent);
  return sandbox;
}
