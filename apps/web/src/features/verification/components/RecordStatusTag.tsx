import type { VerificationRecord } from '@gpucloud/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { statusColor } from '../records';

/** A record's state as a coloured tag, in the page's language. */
export function RecordStatusTag({ status }: { status: VerificationRecord['status'] }) {
  const { t } = useTranslation('verification');
  return <Tag color={statusColor(status)}>{t(`statuses.${status}`)}</Tag>;
}
