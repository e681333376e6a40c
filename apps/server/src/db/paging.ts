/** A page the caller asked for: 1-based page number and its size (the contracts bound both). */
export interface PageRequest {
  page: number;
  pageSize: number;
}

/** One page of rows and how many rows the whole query holds. */
export interface PageOf<Row> {
  rows: Row[];
  total: number;
}

/** The SQL window of a page: `limit` and `offset`. */
export function windowOf(page: PageRequest): { limit: number; offset: number } {
  return { limit: page.pageSize, offset: (page.page - 1) * page.pageSize };
}

/**
 * One page of a query and the count of all its rows, read at once: `rows` reads the window it is
 * given, `total` counts the same filter (a `select({ n: count() })`).
 */
export async function readPage<Row>(
  page: PageRequest,
  rows: (window: { limit: number; offset: number }) => PromiseLike<Row[]>,
  total: () => PromiseLike<{ n: number }[]>,
): Promise<PageOf<Row>> {
  const [pageRows, [counted]] = await Promise.all([rows(windowOf(page)), total()]);
  return { rows: pageRows, total: Number(counted?.n ?? 0) };
}
