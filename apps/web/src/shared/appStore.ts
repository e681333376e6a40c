import { DEFAULT_EVENT_CHANNEL } from '@gpucloud/contracts';
import { useSyncExternalStore } from 'react';

/** The app flags of SPEC §3: which prompts are open, the event channel and the tab's visibility. */
export interface AppFlags {
  showCreditIntroduction: boolean;
  showVipIntroduction: boolean;
  showCoupon: boolean;
  showPowerMoneyIntroduction: boolean;
  /** The fast-pay prompt, opened when the balance is less than the package price (SPEC §8). */
  showFastPay: boolean;
  showBecomeSalesPartnerModal: boolean;
  /** Where the visitor came from: [channel, detail]; the login button sets the channel to `sy`. */
  eventChannel: readonly [string, string];
  /** When the tab was last hidden (ms since epoch); null while it is visible. */
  pageHidden: number | null;
  /** The tab is hidden right now: polling pauses meanwhile (SPEC §4). */
  isPageHidden: boolean;
}

export function initialAppFlags(): AppFlags {
  return {
    showCreditIntroduction: false,
    showVipIntroduction: false,
    showCoupon: false,
    showPowerMoneyIntroduction: false,
    showFastPay: false,
    showBecomeSalesPartnerModal: false,
    eventChannel: DEFAULT_EVENT_CHANNEL,
    pageHidden: null,
    isPageHidden: false,
  };
}

/** A tiny external store: one object, replaced on every change, read through useSyncExternalStore. */
export function createAppStore(initial: AppFlags = initialAppFlags()) {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: (): AppFlags => state,
    set(patch: Partial<AppFlags>): void {
      const changed = (Object.keys(patch) as (keyof AppFlags)[]).some((key) => patch[key] !== state[key]);
      if (!changed) return;
      state = { ...state, ...patch };
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type AppStore = ReturnType<typeof createAppStore>;

export const appStore = createAppStore();

/** One flag of the app store; the component re-renders only when that flag changes. */
export function useAppFlag<K extends keyof AppFlags>(key: K): AppFlags[K] {
  return useSyncExternalStore(
    appStore.subscribe,
    () => appStore.get()[key],
    () => appStore.get()[key],
  );
}
