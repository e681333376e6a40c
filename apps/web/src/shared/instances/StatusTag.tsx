import { SyncOutlined } from '@ant-design/icons';
import type { InstanceRow } from '@gpucloud/contracts';
import { isTransitional } from '@gpucloud/domain';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { machineDetailText } from './machineDetail';

/** The colour of a settled state; states on the move are all 'processing' (and spin). */
const SETTLED_COLORS: Partial<Record<InstanceRow['Status'], string>> = {
  running: 'success',
  failed: 'error',
  expired: 'warning',
  // GPUs given back, disk kept: neither running nor merely shut down.
  suspended: 'purple',
};

function colorOf(status: InstanceRow['Status']): string {
  return isTransitional(status) ? 'processing' : (SETTLED_COLORS[status] ?? 'default');
}

/**
 * The status as a coloured tag; states on the move spin. The detail (a failure's cause) is a
 * tooltip: in the reader's language when the product knows what it means (machineDetail.ts).
 */
export function StatusTag({ row }: { row: Pick<InstanceRow, 'Status' | 'StatusDetail'> }) {
  const { t } = useTranslation('instances');
  const tag = (
    <Tag
      color={colorOf(row.Status)}
      icon={isTransitional(row.Status) ? <SyncOutlined spin aria-hidden /> : undefined}
      style={{ marginInlineEnd: 0 }}
    >
      {t(`statuses.${row.Status}`)}
    </Tag>
  );
  const detail = machineDetailText(t, row.StatusDetail);
  return detail ? <Tooltip title={detail}>{tag}</Tooltip> : tag;
}
