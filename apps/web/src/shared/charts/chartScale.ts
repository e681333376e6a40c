import type { Fen } from '@gpucloud/domain';

/** The top of the chart's money axis: the smallest 1, 2 or 5 × 10ⁿ yuan at or above the highest day. */
export function axisMaxFen(highest: Fen): Fen {
  if (highest <= 0) return 100;
  let step = 100;
  for (;;) {
    for (const factor of [1, 2, 5]) {
      if (step * factor >= highest) return step * factor;
    }
    step *= 10;
  }
}
