import { describe, expect, it } from 'vitest';
import { readReason } from './reasons';

describe('reading why a top-up or month is not invoiceable', () => {
  it('knows the reasons the server gives', () => {
    expect(readReason('in invoice application #12')).toEqual({ key: 'claimed', id: '12' });
    expect(readReason('nothing was paid from your own money')).toEqual({ key: 'nothingOwn' });
    expect(readReason('more than what is left to invoice (35.50): other invoices used the money')).toEqual({
      key: 'overAvailable',
      amount: '35.50',
    });
  });

  it('passes any other reason on as written', () => {
    expect(readReason('something new')).toEqual({ key: 'other', text: 'something new' });
  });
});
