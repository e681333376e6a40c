import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announce, announced, LiveAnnouncer } from './liveAnnouncer';

describe('liveAnnouncer (WCAG 4.1.3: toasts and async results reach screen readers)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders two empty live regions, polite and assertive, before anything is said', () => {
    const html = renderToStaticMarkup(<LiveAnnouncer />);
    expect(html).toBe(
      '<div class="sr-only" aria-live="polite" aria-atomic="true"></div>' +
        '<div class="sr-only" aria-live="assertive" aria-atomic="true"></div>',
    );
  });

  it('puts a text in the region asked for, changes it when the same text comes again, and clears it', () => {
    vi.useFakeTimers();
    announce('Payment succeeded');
    expect(announced().polite.trim()).toBe('Payment succeeded');
    expect(announced().assertive).toBe('');
    const first = announced().polite;
    announce('Payment succeeded');
    expect(announced().polite).not.toBe(first);
    expect(announced().polite.trim()).toBe('Payment succeeded');

    announce('Could not connect', 'assertive');
    expect(announced().assertive.trim()).toBe('Could not connect');
    vi.advanceTimersByTime(7_000);
    expect(announced()).toEqual({ polite: '', assertive: '' });
  });
});
