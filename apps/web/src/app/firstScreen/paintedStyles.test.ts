import { describe, expect, it } from 'vitest';
import { paintedStyleRules } from './paintedStyles';

describe("a first screen's style rules, read back", () => {
  it('gives each numbered rule its declarations, without the !important that stood for a style attribute', () => {
    const css =
      '[data-first-screen-style="0"]{font-size:11px!important;margin-inline-start:4px!important}' +
      '[data-first-screen-style="1"]{margin:24px 0 0!important;color:rgba(0,0,0,0.65)!important}';
    expect(paintedStyleRules(css)).toEqual(
      new Map([
        [
          '0',
          [
            ['font-size', '11px'],
            ['margin-inline-start', '4px'],
          ],
        ],
        [
          '1',
          [
            ['margin', '24px 0 0'],
            ['color', 'rgba(0,0,0,0.65)'],
          ],
        ],
      ]),
    );
  });

  it('keeps a value with a colon in it whole, custom properties too, and skips empty declarations', () => {
    const css = '[data-first-screen-style="2"]{background:url(a:b)!important;;--gap:8px!important}';
    expect(paintedStyleRules(css).get('2')).toEqual([
      ['background', 'url(a:b)'],
      ['--gap', '8px'],
    ]);
  });

  it('reads nothing from other rules', () => {
    expect(paintedStyleRules('.x{color:red}[data-other="0"]{margin:0}').size).toBe(0);
  });
});
