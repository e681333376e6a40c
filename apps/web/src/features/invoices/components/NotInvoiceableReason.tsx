import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { readReason } from '../reasons';

/** Why a top-up or month may not be invoiced, in the reader's language where the reason is known. */
export function NotInvoiceableReason({ reason }: { reason: string }) {
  const { t } = useTranslation('invoices');
  const read = readReason(reason);
  const text =
    read.key === 'claimed'
      ? t('reasons.claimed', { id: read.id })
      : read.key === 'nothingOwn'
        ? t('reasons.nothingOwn')
        : read.key === 'overAvailable'
          ? t('reasons.overAvailable', { amount: read.amount })
          : read.text;
  return <Typography.Text type="secondary">{text}</Typography.Text>;
}
