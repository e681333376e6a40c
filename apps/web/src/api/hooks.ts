import type { ApiError, HttpError, NetworkError } from './errors';

/** What the clients need from the app; wired at start-up (toasts, router, app store). */
export interface ApiClientHooks {
  notifyError: (error: ApiError | NetworkError | HttpError) => void;
  onSessionEnded: () => void;
  /** A staff call found its session gone (ended, expired, member disabled): back to /ops/login. */
  onStaffSessionEnded: () => void;
  /** SPEC §8: 'available balance is less than package price' opens the fast-pay prompt. */
  onInsufficientBalance: () => void;
  /**
   * What an answer waits for before it reaches the caller (null: nothing): the request leaves at
   * once either way. While the app hydrates the server's first screen, painted before any data,
   * answers wait for that first render (app/firstScreen/hydration.ts).
   */
  answersAfter: () => Promise<void> | null;
}

export const clientHooks: ApiClientHooks = {
  notifyError: () => {},
  onSessionEnded: () => window.location.assign('/login'),
  onStaffSessionEnded: () => window.location.assign('/ops/login'),
  onInsufficientBalance: () => {},
  answersAfter: () => null,
};

export function configureApiClient(overrides: Partial<ApiClientHooks>): void {
  Object.assign(clientHooks, overrides);
}
