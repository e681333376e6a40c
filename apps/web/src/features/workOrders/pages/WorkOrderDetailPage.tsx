import { LeftOutlined } from '@ant-design/icons';
import { Alert, Button, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { formatDateTime } from '../../../shared/format';
import { PageTitle } from '../../../shared/ui/PageTitle';
import { Conversation } from '../components/Conversation';
import { ReplyBox } from '../components/ReplyBox';
import { StatusTag } from '../components/StatusTag';
import { TicketActions } from '../components/TicketActions';
import { TicketFacts } from '../components/TicketFacts';
import styles from '../components/WorkOrders.module.css';
import { isWorkOrderNotFound, useWorkOrder } from '../hooks';
import '../i18n';
import { MY_WORK_ORDERS_PATH } from '../paths';

/**
 * /console/createWorkOrder/myWorkOrderDetail/:id: one ticket, its conversation and what the
 * customer may do now. Reading it marks its replies read (the hook asks the top bar's flag again).
 */
export function WorkOrderDetailPage() {
  const { t } = useTranslation('workOrders');
  const { t: tShell } = useTranslation();
  const navigate = useNavigate();
  const { id: rawId = '' } = useParams();
  const id = Number(rawId);
  const ticket = useWorkOrder(id);
  const appName = tShell('common.appName');

  const back = (
    <Link to={MY_WORK_ORDERS_PATH} className={styles.back}>
      <LeftOutlined aria-hidden /> {t('detail.back')}
    </Link>
  );

  if (!(Number.isInteger(id) && id > 0) || isWorkOrderNotFound(ticket.error)) {
    return (
      <>
        <title>{`${t('detail.notFound')} · ${appName}`}</title>
        <Result
          status="404"
          title={<h1 className={styles.ticketTitle}>{t('detail.notFound')}</h1>}
          subTitle={t('detail.notFoundHint', { id: rawId })}
          extra={
            <Button type="primary" onClick={() => navigate(MY_WORK_ORDERS_PATH)}>
              {t('myWorkOrders')}
            </Button>
          }
        />
      </>
    );
  }

  // A failed refresh keeps showing the ticket read before; only a first load failure replaces it.
  if (!ticket.data) {
    return (
      <>
        {back}
        <PageTitle title={tShell('shell.pages.myWorkOrderDetail')} />
        {!ticket.isError ? (
          <div className={styles.card} role="status" aria-label={tShell('common.loading')}>
            <Skeleton active paragraph={{ rows: 8 }} />
          </div>
        ) : (
          <Alert
            type="error"
            showIcon
            title={t('detail.loadFailed')}
            description={ticket.error.message}
            action={
              <Button size="small" onClick={() => void ticket.refetch()}>
                {t('retry')}
              </Button>
            }
          />
        )}
      </>
    );
  }

  const data = ticket.data;
  return (
    <>
      {back}
      <title>{`${data.title} · ${appName}`}</title>
      <header className={styles.ticketHeader}>
        <h1 className={styles.ticketTitle}>{data.title}</h1>
        <StatusTag status={data.status} />
      </header>
      <TicketActions ticket={data} />
      {data.status === 'resolved' && data.auto_close_at && (
        <Alert
          type="info"
          showIcon
          title={t('detail.autoClose', { time: formatDateTime(data.auto_close_at) })}
          className={styles.formAlert}
        />
      )}
      <TicketFacts ticket={data} />
      <Conversation ticketId={data.id} comments={data.comments} />
      {data.can.comment ? (
        <ReplyBox ticketId={data.id} />
      ) : (
        <Alert
          type="info"
          showIcon
          title={t('detail.closedNote', { status: t(`statuses.${data.status}`) })}
        />
      )}
    </>
  );
}
