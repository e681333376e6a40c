import { describe, expect, it, vi } from 'vitest';
import { isHydrating, watchHydration } from './hydrationDone';

/** A painted root whose elements React has (or has not yet) adopted. */
function paintedRoot(elements: Element[]): HTMLElement {
  return { querySelectorAll: () => elements } as unknown as HTMLElement;
}

function element({ adopted }: { adopted: boolean }): Element {
  return { isConnected: true, ...(adopted ? { __reactFiber$x: {} } : {}) } as unknown as Element;
}

describe('watchHydration', () => {
  it('says the app hydrates from its call until every painted element is adopted', async () => {
    vi.useFakeTimers();
    const painted = element({ adopted: false });
    const done = vi.fn();
    expect(isHydrating()).toBe(false);

    const start = watchHydration(paintedRoot([painted]), done);
    expect(isHydrating()).toBe(true);
    start();
    expect(done).not.toHaveBeenCalled();

    Object.assign(painted, { __reactFiber$x: {} });
    await vi.advanceTimersByTimeAsync(50);
    expect(done).toHaveBeenCalledOnce();
    expect(isHydrating()).toBe(false);
    vi.useRealTimers();
  });

  it('ends at once when the root commit adopted everything', () => {
    const done = vi.fn();
    watchHydration(paintedRoot([element({ adopted: true })]), done)();
    expect(done).toHaveBeenCalledOnce();
    expect(isHydrating()).toBe(false);
  });
});
