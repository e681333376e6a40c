import { type Fen, formatFen } from '@gpucloud/domain';
import styles from './BarChart.module.css';
import { axisMaxFen } from './chartScale';

export interface ChartBar {
  key: string;
  /** Under the bar when there is room (a day as MM-DD). */
  tick: string;
  /** What the bar is, in full: its tooltip and its row in the table. */
  name: string;
  fen: Fen;
}

const WIDTH = 720;
const HEIGHT = 200;
const PAD = { top: 12, right: 12, bottom: 28, left: 64 };

const money = (fen: number) => `¥${formatFen(Math.round(fen), { grouped: true })}`;

/** The visually hidden table of a chart's values: its caption and column headers. */
export interface ChartTable {
  caption: string;
  nameHeader: string;
  valueHeader: string;
}

/**
 * Amounts as bars, drawn in SVG without a chart library. The picture is an image named by `label`
 * (a summary in words); with `table`, the values themselves are in a visually hidden table beside
 * it, so a screen reader can read them one by one (every bar also carries its own title).
 */
export function BarChart({
  bars,
  label,
  table,
}: {
  bars: readonly ChartBar[];
  label: string;
  table?: ChartTable;
}) {
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const top = axisMaxFen(bars.reduce((max, bar) => Math.max(max, bar.fen), 0));
  const slot = bars.length > 0 ? plotWidth / bars.length : plotWidth;
  const barWidth = Math.max(1, Math.min(24, slot * 0.7));
  const y = (fen: number) => PAD.top + plotHeight - (Math.max(0, fen) / top) * plotHeight;
  const labelEvery = Math.max(1, Math.ceil(bars.length / 6));

  return (
    <div>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className={styles.chart} role="img" aria-label={label}>
        {[0, top / 2, top].map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} className={styles.grid} />
            <text x={PAD.left - 8} y={y(tick)} className={styles.yLabel}>
              {money(tick)}
            </text>
          </g>
        ))}
        {bars.map((bar, index) => {
          const x = PAD.left + index * slot + (slot - barWidth) / 2;
          const barTop = y(bar.fen);
          return (
            <g key={bar.key}>
              <rect
                x={x}
                y={barTop}
                width={barWidth}
                height={Math.max(0, PAD.top + plotHeight - barTop)}
                className={styles.bar}
              >
                <title>{`${bar.name}: ${money(bar.fen)}`}</title>
              </rect>
              {showsTick(index, bars.length, labelEvery) && (
                <text x={x + barWidth / 2} y={HEIGHT - 8} className={styles.xLabel}>
                  {bar.tick}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      {table && (
        <table className="sr-only">
          <caption>{table.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{table.nameHeader}</th>
              <th scope="col">{table.valueHeader}</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.key}>
                <th scope="row">{bar.name}</th>
                <td>{money(bar.fen)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

/** Every `every`-th bar is labelled, and the last; a label too close to the last one gives way. */
function showsTick(index: number, count: number, every: number): boolean {
  if (index === count - 1) return true;
  return index % every === 0 && count - 1 - index >= every / 2;
}
