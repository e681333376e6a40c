import { HIDDEN_TAB_RELOAD_MS } from '@gpucloud/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../../shared/appStore';
import { watchPageVisibility } from './hiddenTabReload';

function setup() {
  const events = new EventTarget();
  const doc = {
    hidden: false,
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
  };
  const store = createAppStore();
  const reload = vi.fn();
  const stop = watchPageVisibility({ store, doc, reload });
  const setHidden = (hidden: boolean) => {
    doc.hidden = hidden;
    events.dispatchEvent(new Event('visibilitychange'));
  };
  return { store, reload, stop, setHidden };
}

describe('watchPageVisibility', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-01-01T08:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('records when the tab was hidden and clears it when shown', () => {
    const { store, setHidden } = setup();
    setHidden(true);
    expect(store.get()).toMatchObject({ isPageHidden: true, pageHidden: Date.now() });
    vi.advanceTimersByTime(1_000);
    setHidden(false);
    expect(store.get()).toMatchObject({ isPageHidden: false, pageHidden: null });
  });

  it('does not reload a tab hidden for less than ten minutes', () => {
    const { reload, setHidden } = setup();
    setHidden(true);
    vi.advanceTimersByTime(HIDDEN_TAB_RELOAD_MS - 1);
    setHidden(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads a tab shown after being hidden for ten minutes or more', () => {
    const { reload, setHidden } = setup();
    setHidden(true);
    vi.advanceTimersByTime(HIDDEN_TAB_RELOAD_MS);
    setHidden(false);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('counts from the first hide, not from repeated hidden events', () => {
    const { reload, setHidden } = setup();
    setHidden(true);
    vi.advanceTimersByTime(HIDDEN_TAB_RELOAD_MS / 2);
    setHidden(true);
    vi.advanceTimersByTime(HIDDEN_TAB_RELOAD_MS / 2);
    setHidden(false);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('stops listening once unsubscribed', () => {
    const { store, stop, setHidden } = setup();
    stop();
    setHidden(true);
    expect(store.get().isPageHidden).toBe(false);
  });
});
