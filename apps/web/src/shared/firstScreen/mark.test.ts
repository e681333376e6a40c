import { FIRST_SCREEN_MARK, type FirstScreenMark } from '@gpucloud/contracts';
import { describe, expect, it } from 'vitest';
import { readFirstScreenMark, rendersPaintedScreen } from './mark';

const mark: FirstScreenMark = { pattern: '/console/dashboard', language: 'zh-CN', audience: 'signedIn' };
const same = { pathname: '/console/dashboard', search: '', language: 'zh-CN', signedIn: true };

function rootWith(attributes: Record<string, string>) {
  return { getAttribute: (name: string) => attributes[name] ?? null };
}

describe('the mark of a painted first screen', () => {
  it('is read from the attributes the server writes on #root', () => {
    const root = rootWith({
      [FIRST_SCREEN_MARK.pattern]: '/console/dashboard',
      [FIRST_SCREEN_MARK.language]: 'zh-CN',
      [FIRST_SCREEN_MARK.audience]: 'signedIn',
    });
    expect(readFirstScreenMark(root)).toEqual(mark);
  });

  it('is none without a painted screen, or with a language or audience the app does not know', () => {
    expect(readFirstScreenMark(rootWith({}))).toBeNull();
    const complete = {
      [FIRST_SCREEN_MARK.pattern]: '/store',
      [FIRST_SCREEN_MARK.language]: 'en-US',
      [FIRST_SCREEN_MARK.audience]: 'signedOut',
    };
    expect(readFirstScreenMark(rootWith({ ...complete, [FIRST_SCREEN_MARK.language]: 'fr-FR' }))).toBeNull();
    expect(readFirstScreenMark(rootWith({ ...complete, [FIRST_SCREEN_MARK.audience]: 'staff' }))).toBeNull();
    expect(readFirstScreenMark(rootWith({ ...complete, [FIRST_SCREEN_MARK.pattern]: '' }))).toBeNull();
  });
});

describe('whether the app renders the painted screen (and so hydrates it)', () => {
  it('does for the same page, language and audience, without a query', () => {
    expect(rendersPaintedScreen(mark, same)).toBe(true);
  });

  it('does not where any of them differs', () => {
    expect(rendersPaintedScreen(mark, { ...same, pathname: '/console/recharge' })).toBe(false);
    // The login page painted on a console URL: the guard sends the visitor to /login?redirect=….
    expect(
      rendersPaintedScreen({ ...mark, pattern: '/login' }, { ...same, pathname: '/console/dashboard' }),
    ).toBe(false);
    expect(rendersPaintedScreen(mark, { ...same, search: '?tab=register' })).toBe(false);
    expect(rendersPaintedScreen(mark, { ...same, language: 'en-US' })).toBe(false);
    // The hint cookie said signed in, but storage holds no session (or the other way round).
    expect(rendersPaintedScreen(mark, { ...same, signedIn: false })).toBe(false);
    expect(rendersPaintedScreen({ ...mark, audience: 'signedOut' }, same)).toBe(false);
  });
});
