/** Price factors in basis points (9800 = x0.98), written the ways people read them. */

/** A price factor as people read it: 9800 → "0.98". */
export function discountFactor(basisPoints: number): string {
  return (basisPoints / 10000).toFixed(2);
}

/** The saving in percent: 9800 → "2", 9450 → "5.5". */
export function percentOff(basisPoints: number): string {
  const off = 10000 - basisPoints;
  return off % 100 === 0 ? String(off / 100) : (off / 100).toFixed(off % 10 === 0 ? 1 : 2);
}

/** The Chinese "fold" of a factor: 9800 → "9.8", 9000 → "9". */
export function discountFold(basisPoints: number): string {
  return basisPoints % 1000 === 0
    ? String(basisPoints / 1000)
    : (basisPoints / 1000).toFixed(basisPoints % 100 === 0 ? 1 : 2);
}

/** A factor the API sends as a decimal (0.9) in basis points (9000), without float noise. */
export function toBasisPoints(factor: number): number {
  return Math.round(factor * 10000);
}
