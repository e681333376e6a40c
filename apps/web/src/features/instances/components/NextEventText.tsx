import type { InstanceRow } from '@gpucloud/contracts';
import { SUSPENDED_STATES } from '@gpucloud/domain';
import { useTranslation } from 'react-i18next';

/** The billing mode, and for a suspended instance that its disk is billed as storage by the day. */
export function NextEventText({ row }: { row: InstanceRow }) {
  const { t } = useTranslation('instances');
  return (
    <>
      <span>{t(`modes.${row.BillingMode}`)}</span>
      {SUSPENDED_STATES.includes(row.Status) && (
        <span style={{ display: 'block', color: 'rgba(0,0,0,0.55)', fontSize: 13 }}>{t('next.storage')}</span>
      )}
    </>
  );
}
