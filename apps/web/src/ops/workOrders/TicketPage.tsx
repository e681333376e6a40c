import { isOpenWorkOrder } from '@gpucloud/domain';
import { Alert, Button, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useToast } from '../../shared/ui/toast';
import { PageHead } from '../layout/PageHead';
import { AssignDialog } from './AssignDialog';
import { Conversation } from './Conversation';
import { useAssignTicket, useTicket } from './hooks';
import './i18n';
import { DESK_PATH } from './paths';
import { ReplyBox } from './ReplyBox';
import { ResolveDialog } from './ResolveDialog';
import { TicketFacts } from './TicketFacts';
import styles from './WorkOrders.module.css';

/** /ops/work-orders/:id (support): one ticket, its conversation with internal notes, and the desk's actions. */
export function TicketPage() {
  const { t } = useTranslation('opsWorkOrders');
  const id = Number(useParams().id);
  const ticket = useTicket(id);
  const assign = useAssignTicket();
  const toast = useToast();
  const [dialog, setDialog] = useState<'assign' | 'resolve' | null>(null);

  const back = <Link to={DESK_PATH}>{t('ticket.back')}</Link>;
  if (!Number.isSafeInteger(id) || id <= 0 || ticket.isError)
    return (
      <>
        {back}
        <Alert type="error" showIcon title={t('ticket.loadFailed')} className={styles.section} />
      </>
    );
  if (!ticket.data) return <Skeleton active />;
  const data = ticket.data;
  const pick = () =>
    assign.mutate({ work_order_id: data.id }, { onSuccess: () => toast.success(t('ticket.picked')) });

  return (
    <>
      {back}
      <PageHead
        title={t('ticket.title', { id: data.id, title: data.title })}
        intro={t('ticket.intro')}
        actions={
          <>
            {data.can.pick && (
              <Button type="primary" onClick={pick} loading={assign.isPending}>
                {t('ticket.pick')}
              </Button>
            )}
            {isOpenWorkOrder(data.status) && (
              <Button onClick={() => setDialog('assign')}>{t('ticket.assign')}</Button>
            )}
            {data.can.resolve && <Button onClick={() => setDialog('resolve')}>{t('ticket.resolve')}</Button>}
          </>
        }
      />
      <TicketFacts ticket={data} />
      <Typography.Title level={2} className={styles.subhead}>
        {t('ticket.conversation')}
      </Typography.Title>
      <Conversation ticket={data} />
      {data.can.reply || data.can.note ? (
        // A fresh box once the ticket changes state: a resolved ticket takes only notes.
        <ReplyBox key={`${data.id}-${data.can.reply}`} ticket={data} />
      ) : (
        <Typography.Paragraph type="secondary" className={styles.section}>
          {t('reply.closed')}
        </Typography.Paragraph>
      )}
      {dialog === 'assign' && <AssignDialog ticket={data} onClose={() => setDialog(null)} />}
      {dialog === 'resolve' && <ResolveDialog ticket={data} onClose={() => setDialog(null)} />}
    </>
  );
}
