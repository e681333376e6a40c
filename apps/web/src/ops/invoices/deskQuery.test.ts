import { describe, expect, it } from 'vitest';
import { deskQueryOf, deskRequestOf, deskSearchOf, isSearchText } from './deskQuery';

const params = (search: string) => new URLSearchParams(search);
const QUEUE = { status: 'applied', q: '', page: 1 } as const;

describe('the invoice desk query', () => {
  it('opens on the queue of applied invoices, page 1', () => {
    expect(deskQueryOf(params(''))).toEqual(QUEUE);
  });

  it('reads the filters the address keeps and ignores what it does not know', () => {
    expect(deskQueryOf(params('status=issued&q=%2013800138000%20&page=3'))).toEqual({
      status: 'issued',
      q: '13800138000',
      page: 3,
    });
    expect(deskQueryOf(params('status=paid&q=abc&page=0'))).toEqual(QUEUE);
    expect(deskQueryOf(params('q=123456789012345678901')).q).toBe('');
  });

  it('round-trips through the address, leaving the defaults out', () => {
    const query = { status: 'reversed', q: '42', page: 2 } as const;
    expect(deskSearchOf(query)).toEqual({ status: 'reversed', q: '42', page: '2' });
    expect(deskSearchOf(QUEUE)).toEqual({ status: null, q: null, page: null });
  });

  it('always asks for a status, and for a search only when one is typed', () => {
    expect(deskRequestOf(QUEUE)).toEqual({ status: 'applied', page: 1, page_size: 20 });
    expect(deskRequestOf({ status: 'refused', q: '7', page: 4 })).toEqual({
      status: 'refused',
      q: '7',
      page: 4,
      page_size: 20,
    });
  });

  it('searches by digits only, as the contract does', () => {
    expect(isSearchText('13800138000')).toBe(true);
    expect(isSearchText('')).toBe(true);
    expect(isSearchText('138 0013')).toBe(false);
    expect(isSearchText('a1')).toBe(false);
  });
});
