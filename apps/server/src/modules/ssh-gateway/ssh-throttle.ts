import { type LoginThrottleDeps, loginWaitMs, recordLoginFailure } from '../sessions';

/**
 * Failed SSH logins, weighed as the web login weighs its own (auth/login-throttle.ts): per (instance
 * name, client address) and per address, never per name alone, with a wait that doubles after each
 * failure past a free allowance. Someone failing with an instance's name elsewhere cannot keep its
 * owner out. The failures live in the database, so every server process's gateway counts them together.
 */
export interface SshLoginThrottle {
  /** Whether a try must still wait; such a try is refused without looking at its password. */
  waiting(ip: string, username: string): Promise<boolean>;
  recordFailure(ip: string, username: string): Promise<void>;
}

/** Longer than any instance name: a made-up name of any length is counted under this much of it. */
const SUBJECT_CHARS = 128;

/** The gateway's subjects in the shared failures table: apart from phones, sub-account and staff names. */
export function sshThrottleSubject(username: string): string {
  return `ssh:${username.slice(0, SUBJECT_CHARS)}`;
}

export function sshLoginThrottle(deps: LoginThrottleDeps): SshLoginThrottle {
  return {
    waiting: async (ip, username) => (await loginWaitMs(deps, sshThrottleSubject(username), ip)) > 0,
    recordFailure: (ip, username) => recordLoginFailure(deps, sshThrottleSubject(username), ip),
  };
}
