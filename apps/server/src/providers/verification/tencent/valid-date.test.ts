import { describe, expect, it } from 'vitest';
import { parseValidDate } from './valid-date';

describe('parseValidDate', () => {
  it('reads a dated period as ISO dates', () => {
    expect(parseValidDate('2010.07.21-2020.07.21')).toEqual({
      validFrom: '2010-07-21',
      validTo: '2020-07-21',
    });
  });

  it('reads 长期 as a card that never expires', () => {
    expect(parseValidDate('2015.03.02-长期')).toEqual({ validFrom: '2015-03-02', validTo: 'long-term' });
  });

  it('tolerates spaces around the dash', () => {
    expect(parseValidDate(' 2019.01.05 - 2039.01.05 ')).toEqual({
      validFrom: '2019-01-05',
      validTo: '2039-01-05',
    });
  });

  it.each([
    ['', 'nothing read'],
    ['2010.07.21', 'no end'],
    ['2010-07-21-2020-07-21', 'dashes inside the dates'],
    ['2010.02.30-2020.02.28', 'a day the calendar does not have'],
    ['2010.13.01-2020.01.01', 'a thirteenth month'],
    ['2020.07.21-2010.07.21', 'an end before the start'],
    ['2010.07.21-永久', 'a word other than 长期'],
  ])('refuses %j (%s)', (text) => {
    expect(parseValidDate(text)).toBeNull();
  });
});
