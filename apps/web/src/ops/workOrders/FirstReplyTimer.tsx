import type { OpsTicketRow } from '@gpucloud/contracts';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { durationParts, firstReplyTimer } from './firstReply';

/** "1 h 20 min" in the reader's language. */
export function useDurationText() {
  const { t } = useTranslation('opsWorkOrders');
  return (ms: number) =>
    durationParts(ms)
      .map(({ unit, count }) => t(`duration.${unit}`, { count }))
      .join(t('duration.separator'));
}

/** A ticket's first-reply clock: time left, overdue (red), or whether the first reply came in time. */
export function FirstReplyTimer({
  ticket,
  now,
}: {
  ticket: Pick<OpsTicketRow, 'sla' | 'first_reply_due_at'>;
  now: number;
}) {
  const { t } = useTranslation('opsWorkOrders');
  const duration = useDurationText();
  const timer = firstReplyTimer(ticket, now);
  switch (timer.kind) {
    case 'left':
      return <span>{t('sla.left', { time: duration(timer.ms) })}</span>;
    case 'overdue':
      return (
        <Typography.Text type="danger">{t('sla.overdue', { time: duration(timer.ms) })}</Typography.Text>
      );
    case 'met':
      return <Tag color="green">{t('sla.met')}</Tag>;
    case 'breached':
      return <Tag color="red">{t('sla.breached')}</Tag>;
    default:
      return <span>{t('sla.none')}</span>;
  }
}
