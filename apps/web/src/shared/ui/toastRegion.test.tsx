import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { asStatus } from './feedback';
import { ToastRegion } from './toastRegion';

describe('toasts reach screen readers (WCAG 4.1.3)', () => {
  it('draws toasts into a polite live region that is in the page before any toast', () => {
    expect(renderToStaticMarkup(<ToastRegion />)).toBe(
      '<div id="toast-region" aria-live="polite" aria-relevant="additions text"></div>',
    );
  });

  it('shows a success or warning as a status, keeping its options (errors stay alerts)', () => {
    expect(asStatus('Saved')).toEqual({ content: 'Saved', role: 'status' });
    expect(asStatus({ content: 'Too large', key: 'size' })).toEqual({
      content: 'Too large',
      key: 'size',
      role: 'status',
    });
  });
});
