import { type MouseEvent, useId, useState } from 'react';
import { niceAxisMax } from './chartScale';
import styles from './LineChart.module.css';
import { linePath, readoutAt } from './lineChart';

/** One line: a value per time of the chart (null where there is none: the line breaks there). */
export interface LineSeries {
  key: string;
  name: string;
  values: readonly (number | null)[];
}

/** The visually hidden table of a chart's values: its caption and the header of its time column. */
export interface LineChartTable {
  caption: string;
  timeHeader: string;
}

export interface LineChartProps {
  /** The picture's name: a summary in words (what it shows, the latest or highest figures). */
  label: string;
  /** The instants of the points, oldest first, in ms. */
  times: readonly number[];
  series: readonly LineSeries[];
  /** The x axis: where the range starts and ends (ms), so an empty stretch shows as empty. */
  from: number;
  to: number;
  /** A gap between two points longer than this breaks the line (the machine did not run). */
  gapMs: number;
  /** A fixed top of the y axis (100 for percent); otherwise the highest value rounded up. */
  yMax?: number;
  formatValue: (value: number) => string;
  formatTime: (ms: number) => string;
  table?: LineChartTable;
}

// Drawn about as wide as a chart panel is, so its 11 px labels stay readable.
const WIDTH = 440;
const HEIGHT = 200;
const PAD = { top: 12, right: 12, bottom: 26, left: 64 };
/** Up to this many points, each is also drawn as a dot (a lone point has no line to show it). */
const DOTS_UP_TO = 90;
const COLORS = ['#417aff', '#f08a24', '#2fa36b', '#c2417a', '#7a5af0', '#13a8a8', '#a0a02a', '#666'];

/**
 * Figures over time as lines, drawn in SVG without a chart library (BarChart's sibling). The picture
 * is an image named by `label`; pointing at it marks the nearest time and shows every line's value
 * there (announced politely); with `table`, every value is also in a visually hidden table, so a
 * screen reader or keyboard user reads them one by one.
 */
export function LineChart(props: LineChartProps) {
  const { times, series, from, to, gapMs, formatValue, formatTime, table, label } = props;
  const [cursor, setCursor] = useState<number | null>(null);
  const readoutId = useId();
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const highest = series.reduce(
    (max, line) => line.values.reduce<number>((m, value) => (value !== null && value > m ? value : m), max),
    0,
  );
  const top = props.yMax ?? niceAxisMax(highest);
  const span = Math.max(1, to - from);
  const x = (ms: number) => PAD.left + ((ms - from) / span) * plotWidth;
  const y = (value: number) => PAD.top + plotHeight - (Math.min(Math.max(0, value), top) / top) * plotHeight;

  const pathOf = (values: readonly (number | null)[]) => linePath(times, values, gapMs, x, y);

  /** The point nearest to a place on the x axis. */
  const nearest = (svgX: number) => {
    const ms = from + ((svgX - PAD.left) / plotWidth) * span;
    let best: number | null = null;
    times.forEach((at, index) => {
      if (best === null || Math.abs(at - ms) < Math.abs((times[best] ?? 0) - ms)) best = index;
    });
    return best;
  };

  const onMove = (event: MouseEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0) return;
    setCursor(nearest(((event.clientX - box.left) / box.width) * WIDTH));
  };

  const at = cursor === null ? undefined : times[cursor];
  const readout =
    cursor === null || at === undefined ? null : readoutAt(cursor, at, series, formatValue, formatTime);

  return (
    <div className={styles.wrap}>
      <div>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          className={styles.chart}
          role="img"
          aria-label={label}
          onMouseMove={onMove}
          onMouseLeave={() => setCursor(null)}
        >
          {[0, top / 2, top].map((tick) => (
            <g key={tick}>
              <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} className={styles.grid} />
              <text x={PAD.left - 8} y={y(tick)} className={styles.yLabel}>
                {formatValue(tick)}
              </text>
            </g>
          ))}
          <text x={PAD.left} y={HEIGHT - 6} className={styles.xLabelStart}>
            {formatTime(from)}
          </text>
          <text x={WIDTH - PAD.right} y={HEIGHT - 6} className={styles.xLabelEnd}>
            {formatTime(to)}
          </text>
          {series.map((line, index) => (
            <g key={line.key}>
              <path d={pathOf(line.values)} className={styles.line} stroke={COLORS[index % COLORS.length]} />
              {times.length <= DOTS_UP_TO &&
                line.values.map((value, at) => {
                  const time = times[at];
                  return value === null || time === undefined ? null : (
                    <circle
                      key={time}
                      cx={x(time)}
                      cy={y(value)}
                      r={2}
                      fill={COLORS[index % COLORS.length]}
                    />
                  );
                })}
            </g>
          ))}
          {at !== undefined && cursor !== null && (
            <g className={styles.cursor}>
              <line x1={x(at)} x2={x(at)} y1={PAD.top} y2={PAD.top + plotHeight} />
              {series.map((line, index) => {
                const value = line.values[cursor];
                return value === null || value === undefined ? null : (
                  <circle
                    key={line.key}
                    cx={x(at)}
                    cy={y(value)}
                    r={3}
                    fill={COLORS[index % COLORS.length]}
                  />
                );
              })}
            </g>
          )}
        </svg>
      </div>
      <ul className={styles.legend}>
        {series.map((line, index) => (
          <li key={line.key}>
            <span
              className={styles.swatch}
              style={{ background: COLORS[index % COLORS.length] }}
              aria-hidden
            />
            {line.name}
          </li>
        ))}
      </ul>
      <p id={readoutId} className={styles.readout} aria-live="polite">
        {readout ?? '\u00a0'}
      </p>
      {table && (
        <table className="sr-only">
          <caption>{table.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{table.timeHeader}</th>
              {series.map((line) => (
                <th key={line.key} scope="col">
                  {line.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {times.map((time, index) => (
              <tr key={time}>
                <th scope="row">{formatTime(time)}</th>
                {series.map((line) => {
                  const value = line.values[index];
                  return (
                    <td key={line.key}>{value === null || value === undefined ? '–' : formatValue(value)}</td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
