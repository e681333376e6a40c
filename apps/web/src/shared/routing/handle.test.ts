import { describe, expect, it } from 'vitest';
import { mergeHandles } from './handle';

describe('mergeHandles', () => {
  it('lets a child override what it inherits and ignores routes without a handle', () => {
    expect(
      mergeHandles([
        { showContact: true },
        undefined,
        { showContact: false, menuKey: 'recharge' },
        { title: 'pay', menuKey: undefined },
      ]),
    ).toEqual({ showContact: false, menuKey: 'recharge', title: 'pay' });
  });
});
