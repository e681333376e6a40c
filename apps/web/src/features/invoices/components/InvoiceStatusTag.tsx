import type { InvoiceStatus } from '@gpucloud/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { INVOICE_STATUS_COLORS } from '../../../shared/ui/invoiceStatusColors';

export function InvoiceStatusTag({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation('invoices');
  return <Tag color={INVOICE_STATUS_COLORS[status]}>{t(`statuses.${status}`)}</Tag>;
}
