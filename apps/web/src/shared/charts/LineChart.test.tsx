import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LineChart } from './LineChart';
import { readoutAt } from './lineChart';

const MINUTE = 60_000;
const from = Date.UTC(2026, 10, 29, 10, 0);
const props = {
  label: 'CPU: now 80 %',
  times: [from, from + MINUTE, from + 10 * MINUTE],
  series: [
    { key: 'avg', name: 'Average', values: [10, 80, 40] },
    { key: 'max', name: 'Highest', values: [20, null, 60] },
  ],
  from,
  to: from + 10 * MINUTE,
  gapMs: 2 * MINUTE,
  yMax: 100,
  formatValue: (value: number) => `${value} %`,
  formatTime: (ms: number) => new Date(ms).toISOString().slice(11, 16),
};

describe('LineChart', () => {
  it('is an image named by its summary, with every value in a visually hidden table', () => {
    const html = renderToStaticMarkup(
      <LineChart {...props} table={{ caption: 'CPU', timeHeader: 'Time' }} />,
    );
    expect(html).toContain('role="img" aria-label="CPU: now 80 %"');
    expect(html).toContain('<table class="sr-only"><caption>CPU</caption>');
    expect(html).toContain('<th scope="row">10:01</th><td>80 %</td><td>–</td>');
  });

  it('breaks a line over a gap longer than gapMs and where a value is missing', () => {
    const html = renderToStaticMarkup(<LineChart {...props} />);
    const paths = [...html.matchAll(/ d="([^"]*)"/g)].map((match) => match[1] ?? '');
    // Average: two joined points, then a new start after the 9-minute gap.
    expect(paths[0]?.match(/M/g)).toHaveLength(2);
    expect(paths[0]?.match(/L/g)).toHaveLength(1);
    // Highest: a missing value, then the gap: two separate starts.
    expect(paths[1]?.match(/M/g)).toHaveLength(2);
    expect(paths[1]).not.toContain('L');
  });

  it('reads every line out at the time pointed at', () => {
    expect(readoutAt(1, props.times[1] ?? 0, props.series, props.formatValue, props.formatTime)).toBe(
      '10:01 · Average 80 % · Highest –',
    );
  });
});
