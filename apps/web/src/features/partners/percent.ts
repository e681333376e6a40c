/** A rate in basis points as people read it: 1000 → "10%", 1250 → "12.5%", 333 → "3.33%". */
export function percentOfBp(basisPoints: number): string {
  return `${Number((basisPoints / 100).toFixed(2))}%`;
}

/** A share from 0 to 1 (a machine's utilisation) with one decimal: 0.8531 → "85.3%". */
export function percentOfRatio(ratio: number): string {
  return `${Number((ratio * 100).toFixed(1))}%`;
}
