import { type Clock, MINUTE_MS } from '../../core/clock';

/**
 * Failed SSH logins per client address and per login name. Past either limit a try is refused
 * without looking at its password until the window has forgotten enough failures. A name's limit
 * is higher than an address's, so one address alone cannot keep an instance's owner out.
 */
export const SSH_THROTTLE = {
  windowMs: 10 * MINUTE_MS,
  perAddress: 10,
  perUsername: 30,
} as const;

/** Keys past which every failure first forgets the old ones of every key (addresses that never return). */
const SWEEP_AT = 10_000;

/** Kept in this process's memory: one gateway listens per process, and a restart forgives. */
export class SshLoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly clock: Clock,
    private readonly limits: { windowMs: number; perAddress: number; perUsername: number } = SSH_THROTTLE,
  ) {}

  blocked(ip: string, username: string): boolean {
    return (
      this.recent(`ip:${ip}`) >= this.limits.perAddress ||
      this.recent(`user:${username}`) >= this.limits.perUsername
    );
  }

  recordFailure(ip: string, username: string): void {
    const now = this.clock.now().getTime();
    if (this.failures.size >= SWEEP_AT) for (const key of [...this.failures.keys()]) this.recent(key);
    for (const key of [`ip:${ip}`, `user:${username}`]) {
      this.recent(key);
      this.failures.set(key, [...(this.failures.get(key) ?? []), now]);
    }
  }

  /** Failures of a key within the window; older ones (and keys left with none) are forgotten. */
  private recent(key: string): number {
    const since = this.clock.now().getTime() - this.limits.windowMs;
    const kept = (this.failures.get(key) ?? []).filter((at) => at > since);
    if (kept.length > 0) this.failures.set(key, kept);
    else this.failures.delete(key);
    return kept.length;
  }
}
