import type { TopUpRefundStatus } from '@gpucloud/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import './i18n';

const COLORS = { processing: 'gold', succeeded: 'green', failed: 'red' } as const;

export function RefundStatusTag({ status }: { status: TopUpRefundStatus }) {
  const { t } = useTranslation('opsRefunds');
  return <Tag color={COLORS[status]}>{t(`statuses.${status}`)}</Tag>;
}
