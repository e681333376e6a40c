import { describe, expect, it } from 'vitest';
import { isSearchText, reviewQueryOf, reviewRequestOf, reviewSearchOf } from './reviewQuery';

const params = (search: string) => new URLSearchParams(search);
const REVIEW = { queue: 'review', type: null, status: null, q: '', page: 1 } as const;

describe('the verification queue query', () => {
  it('opens on the review queue of every type, page 1', () => {
    expect(reviewQueryOf(params(''))).toEqual(REVIEW);
  });

  it('reads the filters the address keeps and ignores what it does not know', () => {
    expect(reviewQueryOf(params('queue=all&type=1&status=2&q=%2013800138000%20&page=3'))).toEqual({
      queue: 'all',
      type: 1,
      status: 2,
      q: '13800138000',
      page: 3,
    });
    expect(reviewQueryOf(params('queue=mine&type=7&status=9&q=abc&page=-2'))).toEqual(REVIEW);
    expect(reviewQueryOf(params('page=1.5')).page).toBe(1);
    expect(reviewQueryOf(params('q=123456789012345678901')).q).toBe('');
  });

  it('keeps a status only for every record: the review queue holds pending ones', () => {
    expect(reviewQueryOf(params('status=1')).status).toBeNull();
    expect(reviewSearchOf({ ...REVIEW, status: 1 }).status).toBeNull();
    expect(reviewRequestOf({ ...REVIEW, status: 1 })).not.toHaveProperty('status');
  });

  it('round-trips through the address, leaving the defaults out', () => {
    const query = { queue: 'all', type: 0, status: 3, q: '42', page: 2 } as const;
    expect(reviewSearchOf(query)).toEqual({ queue: 'all', type: '0', status: '3', q: '42', page: '2' });
    expect(reviewQueryOf(new URLSearchParams(stringsOf(reviewSearchOf(query))))).toEqual(query);
    expect(reviewSearchOf(REVIEW)).toEqual({ queue: null, type: null, status: null, q: null, page: null });
  });

  it('asks the server for the filters set, and nothing for "any"', () => {
    expect(reviewRequestOf(REVIEW)).toEqual({ queue: 'review', page: 1, page_size: 20 });
    expect(reviewRequestOf({ queue: 'all', type: 0, status: 0, q: '7', page: 4 })).toEqual({
      queue: 'all',
      verify_type: 0,
      status: 0,
      q: '7',
      page: 4,
      page_size: 20,
    });
  });

  it('searches by digits only, as the contract does', () => {
    expect(isSearchText('13800138000')).toBe(true);
    expect(isSearchText('138 0013')).toBe(false);
    expect(isSearchText('a1')).toBe(false);
  });
});

function stringsOf(record: Record<string, string | null>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(record).filter((entry): entry is [string, string] => entry[1] !== null),
  );
}
