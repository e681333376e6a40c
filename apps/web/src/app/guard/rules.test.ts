import { describe, expect, it } from 'vitest';
import { carryBdVid, decideAccess, isLoggedInArea, shouldScrollToTop } from './rules';

const url = (href: string) => new URL(href, 'https://gpu.example');

describe('carryBdVid', () => {
  it('adds the carried bd_vid to a target that lacks it, keeping its query and hash', () => {
    expect(carryBdVid(url('/console/dashboard'), 'abc')).toBe('/console/dashboard?bd_vid=abc');
    expect(carryBdVid(url('/store?region=bj#top'), 'abc')).toBe('/store?region=bj&bd_vid=abc#top');
  });

  it('leaves a target alone when nothing is carried or it has its own bd_vid', () => {
    expect(carryBdVid(url('/store'), null)).toBeNull();
    expect(carryBdVid(url('/store?bd_vid=mine'), 'abc')).toBeNull();
  });

  it('encodes what it carries', () => {
    expect(carryBdVid(url('/docs'), 'a&b=c')).toBe('/docs?bd_vid=a%26b%3Dc');
  });
});

describe('decideAccess', () => {
  const base = { search: '', routeNames: [] as string[], hasSession: false };

  it('sends any path containing "console" to /login without a session, with the way back', () => {
    expect(decideAccess({ ...base, pathname: '/console/recharge', search: '?a=1' })).toEqual({
      kind: 'login',
      to: '/login?redirect=%2Fconsole%2Frecharge%3Fa%3D1',
    });
    expect(decideAccess({ ...base, pathname: '/oldconsole' })).toMatchObject({ kind: 'login' });
  });

  it('lets a session into the console and waits for user info there', () => {
    expect(decideAccess({ ...base, pathname: '/console/dashboard', hasSession: true })).toEqual({
      kind: 'allow',
      needsUserInfo: true,
      needsPhone: false,
    });
  });

  it('opens public pages to everybody without waiting', () => {
    expect(decideAccess({ ...base, pathname: '/store' })).toEqual({
      kind: 'allow',
      needsUserInfo: false,
      needsPhone: false,
    });
  });

  it('sends modelDetail to /login without a session and asks for a phone with one', () => {
    const modelDetail = { ...base, pathname: '/AIModels/7', routeNames: ['modelDetail'] };
    expect(decideAccess(modelDetail)).toMatchObject({ kind: 'login', to: '/login?redirect=%2FAIModels%2F7' });
    expect(decideAccess({ ...modelDetail, hasSession: true })).toEqual({
      kind: 'allow',
      needsUserInfo: true,
      needsPhone: true,
    });
  });
});

describe('isLoggedInArea', () => {
  it('is any path containing "console"', () => {
    expect(isLoggedInArea('/console')).toBe(true);
    expect(isLoggedInArea('/console/finance/orders')).toBe(true);
    expect(isLoggedInArea('/store')).toBe(false);
  });
});

describe('shouldScrollToTop', () => {
  it('scrolls after leaving a console page only', () => {
    expect(shouldScrollToTop('/console/dashboard', '/console/recharge')).toBe(true);
    expect(shouldScrollToTop('/console/dashboard', '/store')).toBe(true);
    expect(shouldScrollToTop('/store', '/console/dashboard')).toBe(false);
    expect(shouldScrollToTop('/console/dashboard', '/console/dashboard')).toBe(false);
    expect(shouldScrollToTop(null, '/store')).toBe(false);
  });
});
