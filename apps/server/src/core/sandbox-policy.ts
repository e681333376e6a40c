import type { Config } from './config';

/** A provider slot that has a sandbox: the sandbox's pages exist only while it is the one in use. */
export interface ProviderInUse {
  /** What the provider does, as a person reads it in the start-up refusal. */
  kind: 'payments' | 'wechat login' | 'verification';
  name: string;
}

export const SANDBOX_PROVIDER = 'sandbox';

/** A production start-up on a sandbox that was not allowed: main.ts prints it and stops. */
export class SandboxRefused extends Error {
  override name = 'SandboxRefused';
}

/** The slots whose configured provider is the sandbox. */
export function sandboxesIn(providers: ProviderInUse[]): ProviderInUse[] {
  return providers.filter((provider) => provider.name === SANDBOX_PROVIDER);
}

/**
 * A production server does not start on a sandbox by accident: a sandbox WeChat identity is only
 * a nickname, and a sandbox cashier pays without money. ALLOW_SANDBOX=1 says it is meant.
 */
export function assertSandboxesAllowed(config: Config, sandboxes: ProviderInUse[]): void {
  if (!config.production || config.allowSandbox || sandboxes.length === 0) return;
  const named = sandboxes.map((sandbox) => `${sandbox.kind} provider "${sandbox.name}"`).join(', ');
  throw new SandboxRefused(
    `NODE_ENV=production refuses sandbox providers: ${named}. Configure real providers, or set ALLOW_SANDBOX=1 to run a sandbox deployment on purpose.`,
  );
}

/** A production server running sandboxes on purpose says so on every page. */
export function showsSandboxRibbon(config: Config, sandboxes: ProviderInUse[]): boolean {
  return config.production && sandboxes.length > 0;
}
