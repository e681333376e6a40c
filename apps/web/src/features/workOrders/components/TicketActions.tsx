import type { WorkOrderDetail } from '@gpucloud/contracts';
import { Alert, Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../shared/ui/toast';
import { useReplySubscription, useUpdateWorkOrder } from '../hooks';
import styles from './WorkOrders.module.css';

type LifecycleAction = 'revoke' | 'confirm' | 'reopen';

/** What the customer may do now, as the server's `can` says, and the reply subscription. */
export function TicketActions({ ticket }: { ticket: WorkOrderDetail }) {
  const { t } = useTranslation('workOrders');
  const toast = useToast();
  const [modal, modalHolder] = Modal.useModal();
  const update = useUpdateWorkOrder(ticket.id);
  const subscription = useReplySubscription(ticket);
  const subscribed = ticket.subscription_id !== null;

  const run = (action: LifecycleAction, done: string) =>
    update
      .mutateAsync({ action })
      .then(() => toast.success(done))
      // The refusal shows under the buttons (and as the client's toast).
      .catch(() => undefined);

  const confirmRevoke = () => {
    void modal.confirm({
      title: t('detail.revokeTitle'),
      content: t('detail.revokeBody'),
      okText: t('detail.revokeOk'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: () => run('revoke', t('detail.revoked')),
    });
  };

  const pending = (action: LifecycleAction) => update.isPending && update.variables?.action === action;
  const failure = update.error ?? subscription.error;

  return (
    <>
      {modalHolder}
      <div className={styles.actions}>
        {ticket.can.confirm && (
          <Button
            type="primary"
            loading={pending('confirm')}
            onClick={() => void run('confirm', t('detail.confirmed'))}
          >
            {t('detail.confirm')}
          </Button>
        )}
        {ticket.can.reopen && (
          <Button loading={pending('reopen')} onClick={() => void run('reopen', t('detail.reopened'))}>
            {t('detail.reopen')}
          </Button>
        )}
        {ticket.can.revoke && (
          <Button danger loading={pending('revoke')} onClick={confirmRevoke}>
            {t('detail.revoke')}
          </Button>
        )}
        <Button
          aria-pressed={subscribed}
          loading={subscription.isPending}
          onClick={() =>
            subscription.mutate(!subscribed, {
              onSuccess: () => toast.success(subscribed ? t('detail.unsubscribed') : t('detail.subscribed')),
            })
          }
        >
          {subscribed ? t('detail.unsubscribe') : t('detail.subscribe')}
        </Button>
      </div>
      {failure && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t('detail.refused')}
          description={failure.message}
          className={styles.formAlert}
        />
      )}
    </>
  );
}
