import { describe, expect, it } from 'vitest';
import { safeRedirect } from './hooks';

describe('safeRedirect', () => {
  it('returns to same-site paths only', () => {
    expect(safeRedirect('/console/dashboard?x=1')).toBe('/console/dashboard?x=1');
    expect(safeRedirect('//evil.example')).toBe('/console/dashboard');
    expect(safeRedirect('https://evil.example')).toBe('/console/dashboard');
    expect(safeRedirect('/\\evil.example')).toBe('/console/dashboard');
    expect(safeRedirect('/login')).toBe('/console/dashboard');
    expect(safeRedirect(null)).toBe('/console/dashboard');
  });
});
