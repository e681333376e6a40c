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

/**
 * The top of a figure's axis (percent, bytes, degrees): the smallest 1, 2 or 5 × 10ⁿ at or above the
 * highest value, 1 when there is nothing to show.
 */
export function niceAxisMax(highest: number): number {
  if (!(highest > 0)) return 1;
  let step = 10 ** Math.floor(Math.log10(highest));
  for (;;) {
    for (const factor of [1, 2, 5]) {
      if (step * factor >= highest) return step * factor;
    }
    step *= 10;
  }
}
