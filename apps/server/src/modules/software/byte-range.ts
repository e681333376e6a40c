/**
 * The one byte range of a `Range` header (RFC 9110 §14), for resumable downloads. A header that is
 * not one well-formed bytes range (several ranges, other units, first > last) is ignored and the
 * whole file is sent, as the RFC allows; a range that starts past the end is unsatisfiable (416).
 */
export type RangeAnswer =
  | { kind: 'full' }
  | { kind: 'partial'; start: number; end: number }
  | { kind: 'unsatisfiable' };

const ONE_RANGE = /^bytes=(\d*)-(\d*)$/;

export function byteRange(header: string | undefined, size: number): RangeAnswer {
  const match = header ? ONE_RANGE.exec(header.trim()) : null;
  if (!match) return { kind: 'full' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'full' };
  if (first === '') {
    // bytes=-N: the last N bytes.
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return { kind: 'full' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}

/**
 * Whether a `Range` applies: without `If-Range`, always; with it, only when it names this file's
 * ETag (a strong validator), otherwise the file changed since the partial download and all of it is sent.
 */
export function rangeApplies(ifRange: string | undefined, etag: string): boolean {
  return ifRange === undefined || ifRange.trim() === etag;
}
