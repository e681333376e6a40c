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
   * A guarded call answered step_up_required (issue 46): resolves true once the second factor was
   * proven again (the call is then retried once), false when the person gave up.
   */
  onStepUpRequired: () => Promise<boolean>;
}

export const clientHooks: ApiClientHooks = {
  notifyError: () => {},
  onSessionEnded: () => window.location.assign('/login'),
  onStaffSessionEnded: () => window.location.assign('/ops/login'),
  onInsufficientBalance: () => {},
  onStepUpRequired: async () => false,
};

export function configureApiClient(overrides: Partial<ApiClientHooks>): void {
  Object.assign(clientHooks, overrides);
}
