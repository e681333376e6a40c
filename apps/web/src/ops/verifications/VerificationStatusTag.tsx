import type { VerifyStatusValue } from '@gpucloud/domain';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { STATUS_KEYS } from './labels';

const COLORS = { pending: 'gold', passed: 'green', refused: 'red', expired: 'default' } as const;

export function VerificationStatusTag({ status }: { status: VerifyStatusValue }) {
  const { t } = useTranslation('opsVerifications');
  const key = STATUS_KEYS[status];
  return <Tag color={COLORS[key]}>{t(`statuses.${key}`)}</Tag>;
}
