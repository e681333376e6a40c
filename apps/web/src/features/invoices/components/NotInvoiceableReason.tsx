import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { reasonMessage } from '../reasons';
import type { InvoiceableRow } from '../selection';

/** Why a top-up or month may not be invoiced, in the reader's language (the server sends a code). */
export function NotInvoiceableReason({
  row,
  available,
}: {
  row: Pick<InvoiceableRow, 'reason' | 'claimedBy'>;
  available: number;
}) {
  const { t } = useTranslation('invoices');
  const message = reasonMessage(row, available);
  if (!message) return null;
  return <Typography.Text type="secondary">{t(message.key, message.values)}</Typography.Text>;
}
