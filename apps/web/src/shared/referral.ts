import { REFERRAL_CODE_PATTERN } from '@gpucloud/contracts';

/** The query parameter of a partner's referral link: `/login?ref=CODE`. */
export const REFERRAL_PARAM = 'ref';
export const REFERRAL_STORAGE_KEY = 'referralCode';

type KeyStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The tab's session storage; null where the browser refuses it (storage disabled, sandboxed frame). */
function tabStorage(): KeyStore | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Remembers the referral code of a URL for the visit (the tab), so it survives every navigation
 * until the person registers; a later link's code replaces an earlier one. Anything that is not
 * a referral code is ignored.
 */
export function rememberReferral(search: URLSearchParams, store: KeyStore | null = tabStorage()): void {
  const code = search.get(REFERRAL_PARAM)?.trim();
  if (!store || !code || !REFERRAL_CODE_PATTERN.test(code)) return;
  try {
    store.setItem(REFERRAL_STORAGE_KEY, code);
  } catch {
    // a full or refused storage: the registration goes on without a partner
  }
}

/** The remembered referral code, for a registration to carry; undefined when there is none. */
export function referralCode(store: KeyStore | null = tabStorage()): string | undefined {
  try {
    const code = store?.getItem(REFERRAL_STORAGE_KEY);
    return code && REFERRAL_CODE_PATTERN.test(code) ? code : undefined;
  } catch {
    return undefined;
  }
}

/** Forgets the code once an account was registered with it: it binds one account only. */
export function clearReferral(store: KeyStore | null = tabStorage()): void {
  try {
    store?.removeItem(REFERRAL_STORAGE_KEY);
  } catch {
    // nothing to forget
  }
}
