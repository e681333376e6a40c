import { describe, expect, it } from 'vitest';
import { byteRange, rangeApplies } from './byte-range';

describe('byteRange', () => {
  it('reads one range in its three forms, clamped to the file', () => {
    expect(byteRange('bytes=0-99', 1000)).toEqual({ kind: 'partial', start: 0, end: 99 });
    expect(byteRange('bytes=900-', 1000)).toEqual({ kind: 'partial', start: 900, end: 999 });
    expect(byteRange('bytes=900-5000', 1000)).toEqual({ kind: 'partial', start: 900, end: 999 });
    expect(byteRange('bytes=-10', 1000)).toEqual({ kind: 'partial', start: 990, end: 999 });
    expect(byteRange('bytes=-5000', 1000)).toEqual({ kind: 'partial', start: 0, end: 999 });
  });

  it('answers unsatisfiable for a range past the end or an empty suffix', () => {
    expect(byteRange('bytes=1000-', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(byteRange('bytes=1000-1001', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(byteRange('bytes=-0', 1000)).toEqual({ kind: 'unsatisfiable' });
  });

  it('ignores what is not one well-formed bytes range (the whole file is sent)', () => {
    for (const header of [undefined, '', 'bytes=5-1', 'bytes=0-1,5-9', 'items=0-1', 'bytes=-', 'bytes=a-b'])
      expect(byteRange(header, 1000)).toEqual({ kind: 'full' });
  });

  it('applies a range only when If-Range is absent or names the ETag', () => {
    expect(rangeApplies(undefined, '"abc"')).toBe(true);
    expect(rangeApplies('"abc"', '"abc"')).toBe(true);
    expect(rangeApplies('"def"', '"abc"')).toBe(false);
  });
});
