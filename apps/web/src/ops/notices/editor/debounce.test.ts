import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce } from './debounce';
import { DRAFT_SAVE_DELAY_MS } from './useDraftAutosave';

describe('saving 500 ms after typing stops', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 500 ms', () => {
    expect(DRAFT_SAVE_DELAY_MS).toBe(500);
  });

  it('saves once, with the last text, 500 ms after the last keystroke', () => {
    const save = vi.fn();
    const typed = debounce(save, DRAFT_SAVE_DELAY_MS);
    typed('#');
    vi.advanceTimersByTime(300);
    typed('# H');
    vi.advanceTimersByTime(300);
    typed('# Hi');
    vi.advanceTimersByTime(499);
    expect(save).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith('# Hi');
    vi.advanceTimersByTime(5_000);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('saves at once on flush (before publishing or leaving) and not again later', () => {
    const save = vi.fn();
    const typed = debounce(save, DRAFT_SAVE_DELAY_MS);
    typed('draft');
    expect(typed.pending()).toBe(true);
    typed.flush();
    expect(save).toHaveBeenCalledWith('draft');
    expect(typed.pending()).toBe(false);
    vi.advanceTimersByTime(1_000);
    expect(save).toHaveBeenCalledTimes(1);
    typed.flush();
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('drops a waiting save on cancel', () => {
    const save = vi.fn();
    const typed = debounce(save, DRAFT_SAVE_DELAY_MS);
    typed('gone');
    typed.cancel();
    vi.advanceTimersByTime(1_000);
    expect(save).not.toHaveBeenCalled();
  });
});
