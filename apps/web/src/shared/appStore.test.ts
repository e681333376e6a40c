import { DEFAULT_EVENT_CHANNEL } from '@gpucloud/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createAppStore } from './appStore';

describe('app store', () => {
  it('starts with every SPEC §3 flag off and the default event channel', () => {
    expect(createAppStore().get()).toEqual({
      showCreditIntroduction: false,
      showVipIntroduction: false,
      showCoupon: false,
      showPowerMoneyIntroduction: false,
      showFastPay: false,
      showBecomeSalesPartnerModal: false,
      eventChannel: DEFAULT_EVENT_CHANNEL,
      pageHidden: null,
      isPageHidden: false,
    });
    expect(DEFAULT_EVENT_CHANNEL).toEqual(['dl', '']);
  });

  it('tells subscribers about changes, and only about real ones', () => {
    const store = createAppStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);

    store.set({ showFastPay: true });
    expect(store.get().showFastPay).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);

    store.set({ showFastPay: true, showCoupon: false });
    expect(listener).toHaveBeenCalledTimes(1);

    unsubscribe();
    store.set({ showFastPay: false });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('replaces the state object on change, so React sees a new snapshot', () => {
    const store = createAppStore();
    const before = store.get();
    store.set({ eventChannel: ['sy', ''] });
    expect(store.get()).not.toBe(before);
    expect(before.eventChannel).toEqual(['dl', '']);
  });
});
