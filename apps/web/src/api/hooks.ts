import type { ApiError, HttpError, NetworkError } from './errors';

/** What the clients need from the app; wired at start-up (toasts, router, app store). */
export interface ApiClientHooks {
  notifyError: (error: ApiError | NetworkError | HttpError) => void;
  onSessionEnded: () => void;
  /** A staff call found its session gone (ended, expired, member disabled): back to /ops/login. */
  onStaffSessionEnded: () => void;
  /** SPEC §8: 'available balance is less than package price' opens the fast-pay prompt. */
  onInsufficientBalance: () => void;
}

export const clientHooks: ApiClientHooks = {
  notifyError: () => {},
  onSessionEnded: () => window.location.assign('/login'),
  onStaffSessionEnded: () => window.location.assign('/ops/login'),
  onInsufficientBalance: () => {},
};

export function configureApiClient(overrides: Partial<ApiClientHooks>): void {
  Object.assign(clientHooks, overrides);
}
