import type { TimelineEventRow } from '@gpucloud/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../shared/format';

/** The server's timeline of an instance, soonest first, in China time (the product's time zone). */
export function TimelineList({ events }: { events: readonly TimelineEventRow[] }) {
  const { t } = useTranslation('instances');
  return (
    <ol style={{ margin: 0, padding: 0, listStyle: 'none' }}>
      {events.map((event) => {
        const time = formatDateTime(event.At);
        return (
          <li key={event.Kind}>
            {event.Kind === 'next_charge' &&
              t('next.nextCharge', { cost: formatMoney(event.Amount ?? 0), time })}
            {event.Kind === 'period_end' && t('next.expires', { time })}
            {event.Kind === 'scheduled_stop' && t('next.scheduledStop', { time })}
            {event.Kind === 'disk_release' && t('next.release', { time })}
          </li>
        );
      })}
    </ol>
  );
}
