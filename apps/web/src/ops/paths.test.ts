import { describe, expect, it } from 'vitest';
import { opsLoginPath, safeOpsReturn } from './paths';

describe('safeOpsReturn', () => {
  it('comes back to a console page with its query', () => {
    expect(safeOpsReturn('/ops/audit?page=2')).toBe('/ops/audit?page=2');
    expect(safeOpsReturn('/ops')).toBe('/ops');
  });

  it.each([
    null,
    '',
    '/console/dashboard',
    '/opsx',
    '//evil.example/ops',
    'https://evil.example/ops/audit',
    '/ops/login?redirect=/ops/audit',
    'javascript:alert(1)',
  ])('goes to the console home instead of %j', (raw) => {
    expect(safeOpsReturn(raw)).toBe('/ops');
  });
});

describe('opsLoginPath', () => {
  it('names the page to come back to, unless it is the home', () => {
    expect(opsLoginPath('/ops/staff')).toBe('/ops/login?redirect=%2Fops%2Fstaff');
    expect(opsLoginPath('/ops')).toBe('/ops/login');
    expect(opsLoginPath()).toBe('/ops/login');
    expect(opsLoginPath('/console')).toBe('/ops/login');
  });
});
