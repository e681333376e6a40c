import type { InstanceRow } from '@gpucloud/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../shared/format';
import { nextEvents } from '../rules';

/** Billing mode and what happens next: expiry, next hourly charge, the release of a shut-down instance, a suspended one's storage. */
export function NextEventText({ row }: { row: InstanceRow }) {
  const { t } = useTranslation('instances');
  return (
    <>
      <span>{t(`modes.${row.BillingMode}`)}</span>
      {nextEvents(row).map((event) => (
        <span key={event.kind} style={{ display: 'block', color: 'rgba(0,0,0,0.55)', fontSize: 13 }}>
          {event.kind === 'expires' && t('next.expires', { time: formatDateTime(event.at) })}
          {event.kind === 'release' && t('next.release', { time: formatDateTime(event.at) })}
          {event.kind === 'storage' && t('next.storage')}
          {event.kind === 'nextCharge' &&
            t('next.nextCharge', { cost: formatMoney(event.hourlyCost), time: formatDateTime(event.at) })}
        </span>
      ))}
    </>
  );
}
