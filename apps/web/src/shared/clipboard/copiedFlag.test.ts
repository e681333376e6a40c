import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCopiedFlag } from './copiedFlag';

function setup() {
  const changes: boolean[] = [];
  const flag = createCopiedFlag((copied) => changes.push(copied));
  return { changes, flag };
}

describe('copied flag', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is set on copy and resets after exactly 1500 ms', () => {
    const { changes, flag } = setup();
    flag.mark();
    expect(changes).toEqual([true]);
    vi.advanceTimersByTime(1499);
    expect(changes).toEqual([true]);
    vi.advanceTimersByTime(1);
    expect(changes).toEqual([true, false]);
  });

  it('counts the 1500 ms from the last copy', () => {
    const { changes, flag } = setup();
    flag.mark();
    vi.advanceTimersByTime(1000);
    flag.mark();
    vi.advanceTimersByTime(1000);
    expect(changes).toEqual([true, true]);
    vi.advanceTimersByTime(500);
    expect(changes).toEqual([true, true, false]);
  });

  it('never fires after being disposed (the dialog closed)', () => {
    const { changes, flag } = setup();
    flag.mark();
    flag.dispose();
    vi.advanceTimersByTime(5000);
    expect(changes).toEqual([true]);
  });
});
