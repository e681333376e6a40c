type Values = Record<string, unknown> | null;

export interface DiffRow {
  key: string;
  /** Absent when the key was not there before (or nothing was recorded). */
  before?: string;
  after?: string;
  changed: boolean;
}

/** One value as people read it: text as it is, anything else as compact JSON. */
export function showValue(value: unknown): string {
  if (typeof value === 'string') return value;
  return JSON.stringify(value) ?? String(value);
}

/**
 * Before and after key by key, in the order the keys first appear (before's, then keys only after
 * has): what a write changed stands out, and what it kept is still there to read.
 */
export function diffValues(before: Values, after: Values): DiffRow[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys.map((key) => {
    const had = before !== null && Object.hasOwn(before, key);
    const has = after !== null && Object.hasOwn(after, key);
    const row: DiffRow = { key, changed: false };
    if (had) row.before = showValue(before[key]);
    if (has) row.after = showValue(after[key]);
    row.changed = had !== has || row.before !== row.after;
    return row;
  });
}
