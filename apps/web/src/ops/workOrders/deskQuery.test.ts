import { describe, expect, it } from 'vitest';
import { deskQueryOf, deskRequestOf, deskSearchOf } from './deskQuery';

const params = (search: string) => new URLSearchParams(search);

describe('the desk queue query', () => {
  it('opens on the open tickets of anyone, page 1', () => {
    expect(deskQueryOf(params(''))).toEqual({ status: 'open', assignee: 'any', q: '', page: 1 });
  });

  it('reads the filters the address keeps and ignores what it does not know', () => {
    expect(deskQueryOf(params('status=resolved&assignee=none&q=%20gpu%20&page=3'))).toEqual({
      status: 'resolved',
      assignee: 'none',
      q: 'gpu',
      page: 3,
    });
    expect(deskQueryOf(params('status=lost&assignee=them&page=-2'))).toEqual({
      status: 'open',
      assignee: 'any',
      q: '',
      page: 1,
    });
    expect(deskQueryOf(params('page=1.5')).page).toBe(1);
  });

  it('round-trips through the address, leaving the defaults out', () => {
    const query = { status: 'all', assignee: 'me', q: '138', page: 2 } as const;
    expect(deskSearchOf(query)).toEqual({ status: 'all', assignee: 'me', q: '138', page: '2' });
    expect(deskSearchOf(deskQueryOf(params('')))).toEqual({
      status: null,
      assignee: null,
      q: null,
      page: null,
    });
  });

  it('sends no empty search to the server', () => {
    expect(deskRequestOf({ status: 'open', assignee: 'any', q: '', page: 1 })).toEqual({
      status: 'open',
      assignee: 'any',
      page: 1,
      page_size: 20,
    });
    expect(deskRequestOf({ status: 'open', assignee: 'me', q: 'disk', page: 2 })).toMatchObject({
      q: 'disk',
    });
  });
});
