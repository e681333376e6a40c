import type { WorkOrderState } from '@gpucloud/domain';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<WorkOrderState, string> = {
  submitted: 'blue',
  in_progress: 'gold',
  waiting_customer: 'purple',
  resolved: 'green',
  closed: 'default',
  revoked: 'default',
};

export function TicketStatusTag({ status }: { status: WorkOrderState }) {
  const { t } = useTranslation('opsWorkOrders');
  return <Tag color={COLORS[status]}>{t(`statuses.${status}`)}</Tag>;
}
