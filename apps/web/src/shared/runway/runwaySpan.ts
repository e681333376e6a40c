import { runwaySpan } from '@gpucloud/domain';

/** The two largest parts of a runway worth saying ("2 days 5 hours", "3 hours 20 minutes", "12 minutes"). */
export function spanParts(minutes: number): Array<{ unit: 'days' | 'hours' | 'minutes'; count: number }> {
  const span = runwaySpan(minutes);
  if (span.days > 0)
    return [
      { unit: 'days', count: span.days },
      ...(span.hours > 0 ? [{ unit: 'hours' as const, count: span.hours }] : []),
    ];
  if (span.hours > 0)
    return [
      { unit: 'hours', count: span.hours },
      ...(span.minutes > 0 ? [{ unit: 'minutes' as const, count: span.minutes }] : []),
    ];
  return [{ unit: 'minutes', count: span.minutes }];
}
