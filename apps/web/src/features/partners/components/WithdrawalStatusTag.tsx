import type { WithdrawalStatus } from '@gpucloud/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** The tag colour of each withdrawal state: waiting for finance, paid out, refused (money back). */
const COLORS: Record<WithdrawalStatus, string> = { applied: 'gold', paid: 'green', refused: 'red' };

export function WithdrawalStatusTag({ status }: { status: WithdrawalStatus }) {
  const { t } = useTranslation('partners');
  return <Tag color={COLORS[status]}>{t(`withdrawals.statuses.${status}`)}</Tag>;
}
