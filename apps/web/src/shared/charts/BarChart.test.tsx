import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BarChart } from './BarChart';

const bars = [
  { key: 'a', tick: '03-01', name: '2026-03-01', fen: 1234 },
  { key: 'b', tick: '03-02', name: '2026-03-02', fen: 0 },
];

describe('BarChart', () => {
  it('is an image named by its summary, with every value in a visually hidden table', () => {
    const html = renderToStaticMarkup(
      <BarChart
        bars={bars}
        label="Spent ¥12.34"
        table={{ caption: 'Daily cost', nameHeader: 'Day', valueHeader: 'Spent' }}
      />,
    );
    expect(html).toContain('role="img" aria-label="Spent ¥12.34"');
    expect(html).toContain('<table class="sr-only"><caption>Daily cost</caption>');
    expect(html).toContain('<th scope="row">2026-03-01</th><td>¥12.34</td>');
    expect(html).toContain('<th scope="row">2026-03-02</th><td>¥0.00</td>');
    expect(html.match(/<rect /g)).toHaveLength(2);
  });

  it('draws no values table unless asked', () => {
    const html = renderToStaticMarkup(<BarChart bars={bars} label="Spent ¥12.34" />);
    expect(html).not.toContain('<table');
    expect(html).toContain('<title>2026-03-01: ¥12.34</title>');
  });
});
