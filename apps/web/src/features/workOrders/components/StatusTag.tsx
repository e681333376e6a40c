import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { statusColor, type WorkOrderStatus } from '../status';

/** A ticket's state as a coloured tag, in the page's language. */
export function StatusTag({ status }: { status: WorkOrderStatus }) {
  const { t } = useTranslation('workOrders');
  return <Tag color={statusColor(status)}>{t(`statuses.${status}`)}</Tag>;
}
