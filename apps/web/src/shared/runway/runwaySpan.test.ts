import { describe, expect, it } from 'vitest';
import { spanParts } from './runwaySpan';

describe('spanParts', () => {
  it('says the two largest parts', () => {
    expect(spanParts(3 * 1440 + 5 * 60 + 7)).toEqual([
      { unit: 'days', count: 3 },
      { unit: 'hours', count: 5 },
    ]);
    expect(spanParts(200)).toEqual([
      { unit: 'hours', count: 3 },
      { unit: 'minutes', count: 20 },
    ]);
    expect(spanParts(12)).toEqual([{ unit: 'minutes', count: 12 }]);
  });
  it('leaves out a zero second part', () => {
    expect(spanParts(1440)).toEqual([{ unit: 'days', count: 1 }]);
    expect(spanParts(120)).toEqual([{ unit: 'hours', count: 2 }]);
  });
});
