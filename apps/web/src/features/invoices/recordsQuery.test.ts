import { describe, expect, it } from 'vitest';
import { recordsQueryOf, recordsRequestOf, recordsSearchOf } from './recordsQuery';

const params = (search: string) => new URLSearchParams(search);

describe('the invoice records query', () => {
  it('opens on every status, page 1, and ignores what it does not know', () => {
    expect(recordsQueryOf(params(''))).toEqual({ status: null, page: 1 });
    expect(recordsQueryOf(params('status=lost&page=-3'))).toEqual({ status: null, page: 1 });
    expect(recordsQueryOf(params('page=2.5')).page).toBe(1);
  });

  it('reads the status and page the address keeps, and round-trips leaving defaults out', () => {
    const query = recordsQueryOf(params('tab=records&status=issued&page=3'));
    expect(query).toEqual({ status: 'issued', page: 3 });
    expect(recordsSearchOf(query)).toEqual({ status: 'issued', page: '3' });
    expect(recordsSearchOf({ status: null, page: 1 })).toEqual({ status: null, page: null });
  });

  it('asks for a status only when one is chosen', () => {
    expect(recordsRequestOf({ status: null, page: 1 })).toEqual({ page: 1, page_size: 10 });
    expect(recordsRequestOf({ status: 'applied', page: 2 })).toEqual({
      status: 'applied',
      page: 2,
      page_size: 10,
    });
  });
});
