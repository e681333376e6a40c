import type { InstanceRow } from '@gpucloud/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../shared/format';
import { nextEvent } from '../rules';

/** Billing mode and what happens next: expiry, next hourly charge, or the release of a shut-down instance. */
export function NextEventText({ row }: { row: InstanceRow }) {
  const { t } = useTranslation('instances');
  const next = nextEvent(row);
  return (
    <>
      <span>{t(`modes.${row.BillingMode}`)}</span>
      {next.kind !== 'none' && (
        <span style={{ display: 'block', color: 'rgba(0,0,0,0.55)', fontSize: 13 }}>
          {next.kind === 'expires' && t('next.expires', { time: formatDateTime(next.at) })}
          {next.kind === 'release' && t('next.release', { time: formatDateTime(next.at) })}
          {next.kind === 'nextCharge' &&
            t('next.nextCharge', { cost: formatMoney(next.hourlyCost), time: formatDateTime(next.at) })}
        </span>
      )}
    </>
  );
}
