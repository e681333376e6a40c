// The printed result: one row per run, throughput as a ratio of the baseline measured in the same run.

function pad(text, width, alignRight) {
  return alignRight ? text.padStart(width) : text.padEnd(width);
}

/** Renders rows (arrays of strings) as a fixed-width table; numeric-looking cells align right. */
export function renderTable(header, rows) {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column].length)),
  );
  const numeric = header.map((_, column) => rows.every((row) => /^[-\d.,x ]*$/.test(row[column])));
  const line = (cells) =>
    cells
      .map((cell, column) => pad(cell, widths[column], numeric[column]))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

export function formatNumber(value, decimals = 0) {
  return value.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}

/**
 * One row for the baseline (mean of its runs, with their spread) and one per target, each run the
 * best of its connection levels (the level shown), whose ratio is against the mean of the two
 * baseline runs around it. A target's `budget` is the minimum ratio it
 * must reach (null: a reference row); whether it does is informational, never the exit code.
 */
export function resultRows({ baselineRuns, baselineBytes, targetRuns }) {
  const rates = baselineRuns.map((run) => run.requestsPerSecond);
  const mean = rates.reduce((sum, rate) => sum + rate, 0) / rates.length;
  const spread = `${formatNumber(Math.min(...rates))}-${formatNumber(Math.max(...rates))}`;
  const baselineRow = [
    `bare node:http (${rates.length} runs)`,
    String(baselineBytes),
    formatNumber(mean),
    [...new Set(baselineRuns.map((run) => run.connections))].sort((a, b) => a - b).join('/'),
    formatNumber(Math.max(...baselineRuns.map((run) => run.p99Ms))),
    spread,
    '1.00x',
    '-',
    'baseline',
  ];
  return [
    baselineRow,
    ...targetRuns.map(({ name, bytes, run, budget, baselineRps }) => {
      const ratio = run.requestsPerSecond / baselineRps;
      const verdict = budget === null ? 'reference' : ratio >= budget ? 'yes' : 'NO';
      return [
        name,
        String(bytes),
        formatNumber(run.requestsPerSecond),
        String(run.connections),
        formatNumber(run.p99Ms),
        formatNumber(baselineRps),
        `${ratio.toFixed(ratio < 0.1 ? 3 : 2)}x`,
        budget === null ? '-' : `${budget.toFixed(2)}x`,
        verdict,
      ];
    }),
  ];
}

export const RESULT_HEADER = [
  'target',
  'answer bytes',
  'req/s',
  'at connections',
  'p99 ms',
  'baseline req/s',
  'ratio',
  'budget',
  'meets',
];
