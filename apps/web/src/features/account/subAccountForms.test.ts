import { addSubAccountRequest, subAccountMoneyLimitRequest } from '@gpucloud/contracts';
import { describe, expect, it } from 'vitest';
import {
  accountTypeKey,
  addSubAccountBody,
  blockerLabelKey,
  expiryOf,
  moneyLimitBody,
  subAccountInstancesBody,
  yuanFieldValue,
  yuanText,
} from './subAccountForms';

describe('yuanText', () => {
  it.each([
    ['50', '50.00'],
    ['50.5', '50.50'],
    [' 1,500.25 ', '1500.25'],
    ['0', '0.00'],
  ])('reads %j as %j', (input, text) => {
    expect(yuanText(input)).toBe(text);
  });

  it.each(['', 'abc', '1.234', '-5', '1,50'])('refuses %j', (input) => {
    expect(yuanText(input)).toBeNull();
  });
});

describe('yuanFieldValue', () => {
  it('shows an API amount with two decimals and no grouping', () => {
    expect(yuanFieldValue(50)).toBe('50.00');
    expect(yuanFieldValue(1234.5)).toBe('1234.50');
  });
});

describe('addSubAccountBody', () => {
  it('trims the name and note, normalises the limit and keeps the password as typed', () => {
    const body = addSubAccountBody({
      username: '  team.gpu-1 ',
      password: ' pass word 1 ',
      money_limit: '1,000',
      note: '  lab  ',
    });
    expect(body).toEqual({
      username: 'team.gpu-1',
      password: ' pass word 1 ',
      money_limit: '1000.00',
      note: 'lab',
    });
  });

  it('is a body the contract accepts, with the limit read to the fen', () => {
    const body = addSubAccountBody({ username: 'worker', password: 'long-enough', money_limit: '50' });
    const parsed = addSubAccountRequest.parse(body);
    expect(parsed.money_limit).toBe(5000);
    expect(parsed.note).toBe('');
  });
});

describe('moneyLimitBody', () => {
  it('names the sub-account and carries the limit as yuan text', () => {
    const body = moneyLimitBody(7, '20.5');
    expect(body).toEqual({ sub_account_id: 7, money_limit: '20.50' });
    expect(subAccountMoneyLimitRequest.parse(body).money_limit).toBe(2050);
  });
});

describe('subAccountInstancesBody', () => {
  it('leaves the sub-account out for all of them', () => {
    expect(subAccountInstancesBody('all', 1, 10)).toEqual({ page: 1, page_size: 10 });
    expect(subAccountInstancesBody(3, 2, 20)).toEqual({ sub_account_id: 3, page: 2, page_size: 20 });
  });
});

describe('labels', () => {
  it('names each blocker by its kind', () => {
    expect(blockerLabelKey('balance_left')).toBe('close.blockers.balance_left');
  });

  it('labels an account with SubAccount info as a sub-account', () => {
    expect(accountTypeKey({ SubAccount: null })).toBe('profile.main');
    expect(accountTypeKey({ SubAccount: { Name: 'a', MoneyLimit: 1, MoneyCanUse: 1 } })).toBe('profile.sub');
  });

  it('shows an expiry only for prepaid instances', () => {
    expect(expiryOf({ BillingMode: 'post_paid', ExpiresAt: '2030-01-01T00:00:00Z' })).toBeNull();
    expect(expiryOf({ BillingMode: 'daily', ExpiresAt: '2030-01-01T00:00:00Z' })).toBe(
      '2030-01-01T00:00:00Z',
    );
  });
});
