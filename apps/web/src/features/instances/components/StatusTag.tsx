import { SyncOutlined } from '@ant-design/icons';
import type { InstanceRow } from '@gpucloud/contracts';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { isTransitional } from '../rules';

const COLORS: Record<InstanceRow['Status'], string> = {
  creating: 'processing',
  running: 'success',
  stopping: 'processing',
  stopped: 'default',
  starting: 'processing',
  restarting: 'processing',
  reinitializing: 'processing',
  failed: 'error',
  expired: 'warning',
  released: 'default',
};

/** The status as a coloured tag; states on the move spin. The detail (a failure's cause) is a tooltip. */
export function StatusTag({ row }: { row: Pick<InstanceRow, 'Status' | 'StatusDetail'> }) {
  const { t } = useTranslation('instances');
  const tag = (
    <Tag
      color={COLORS[row.Status]}
      icon={isTransitional(row.Status) ? <SyncOutlined spin aria-hidden /> : undefined}
      style={{ marginInlineEnd: 0 }}
    >
      {t(`statuses.${row.Status}`)}
    </Tag>
  );
  return row.StatusDetail ? <Tooltip title={row.StatusDetail}>{tag}</Tooltip> : tag;
}
