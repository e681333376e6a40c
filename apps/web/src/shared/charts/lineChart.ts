/**
 * An SVG path through the points: a new stroke where a value is missing or the time since the
 * previous point is longer than `gapMs` (the machine did not run then).
 */
export function linePath(
  times: readonly number[],
  values: readonly (number | null)[],
  gapMs: number,
  x: (ms: number) => number,
  y: (value: number) => number,
): string {
  let d = '';
  let previous: number | null = null;
  values.forEach((value, index) => {
    const at = times[index];
    if (value === null || at === undefined) {
      previous = null;
      return;
    }
    const joined = previous !== null && at - previous <= gapMs;
    d += `${joined ? 'L' : 'M'}${x(at).toFixed(1)},${y(value).toFixed(1)}`;
    previous = at;
  });
  return d;
}

/** What the cursor reads out: the time, then each line's value there ("–" where it has none). */
export function readoutAt(
  index: number,
  time: number,
  series: readonly { name: string; values: readonly (number | null)[] }[],
  formatValue: (value: number) => string,
  formatTime: (ms: number) => string,
): string {
  const values = series.map((line) => {
    const value = line.values[index];
    return `${line.name} ${value === null || value === undefined ? '–' : formatValue(value)}`;
  });
  return [formatTime(time), ...values].join(' · ');
}
