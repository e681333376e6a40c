import { describe, expect, it } from 'vitest';
import { csvField } from './cost-csv';

describe('csvField', () => {
  it('neutralises what a spreadsheet would run as a formula', () => {
    for (const text of ['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\tx', '\rx'])
      expect(csvField(text).replace(/^"|"$/g, '').startsWith(`'`)).toBe(true);
  });

  it('leaves plain numbers, negative ones too, as numbers', () => {
    expect(csvField('-3.96')).toBe('-3.96');
    expect(csvField('12')).toBe('12');
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=a,b')).toBe(`"'=a,b"`);
  });
});
