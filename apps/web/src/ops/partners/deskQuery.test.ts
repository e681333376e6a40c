import { describe, expect, it } from 'vitest';
import { DESK_PAGE_SIZE, isSearchText, partnerDesk, statusDesk, withdrawalDesk } from './deskQuery';

const params = (search: string) => new URLSearchParams(search);

describe('a status desk query', () => {
  const desk = statusDesk(['applied', 'approved', 'refused'] as const);
  const QUEUE = { status: 'applied', q: '', page: 1 } as const;

  it('opens on the queue, its first status, page 1', () => {
    expect(desk.queryOf(params(''))).toEqual(QUEUE);
  });

  it('reads the filters the address keeps and ignores what it does not know', () => {
    expect(desk.queryOf(params('status=approved&q=%20138001%20&page=3'))).toEqual({
      status: 'approved',
      q: '138001',
      page: 3,
    });
    expect(desk.queryOf(params('status=paid&q=abc&page=0'))).toEqual(QUEUE);
    expect(desk.queryOf(params('page=1.5')).page).toBe(1);
    expect(desk.queryOf(params('q=123456789012345678901')).q).toBe('');
  });

  it('round-trips through the address, leaving the defaults out', () => {
    const query = { status: 'refused', q: '42', page: 2 } as const;
    expect(desk.searchOf(query)).toEqual({ status: 'refused', q: '42', page: '2' });
    expect(
      desk.queryOf(params(new URLSearchParams({ status: 'refused', q: '42', page: '2' }).toString())),
    ).toEqual(query);
    expect(desk.searchOf(QUEUE)).toEqual({ status: null, q: null, page: null });
  });

  it('always asks for a status, and for a search only when one is typed', () => {
    expect(desk.requestOf(QUEUE)).toEqual({ status: 'applied', page: 1, page_size: DESK_PAGE_SIZE });
    expect(desk.requestOf({ status: 'refused', q: '7', page: 4 })).toEqual({
      status: 'refused',
      q: '7',
      page: 4,
      page_size: DESK_PAGE_SIZE,
    });
  });

  it('searches by digits only, as the contract does', () => {
    expect(isSearchText('13800138000')).toBe(true);
    expect(isSearchText('')).toBe(true);
    expect(isSearchText('138 0013')).toBe(false);
    expect(isSearchText('a1')).toBe(false);
  });
});

describe('the partner and withdrawal desks', () => {
  it('open on what waits for finance', () => {
    expect(partnerDesk.queryOf(params('')).status).toBe('applied');
    expect(withdrawalDesk.queryOf(params('')).status).toBe('applied');
  });

  it('know their own statuses only', () => {
    expect(partnerDesk.queryOf(params('status=approved')).status).toBe('approved');
    expect(partnerDesk.queryOf(params('status=paid')).status).toBe('applied');
    expect(withdrawalDesk.queryOf(params('status=paid')).status).toBe('paid');
    expect(withdrawalDesk.queryOf(params('status=approved')).status).toBe('applied');
  });
});
