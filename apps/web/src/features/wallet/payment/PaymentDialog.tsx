import { PayType } from '@gpucloud/contracts';
import { Alert, Modal, Spin, Typography } from 'antd';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/format';
import { useToast } from '../../../shared/ui/toast';
import { useInvalidateMoney } from '../hooks';
import { formatCountdown, qrRemainingMs } from './countdown';
import styles from './PaymentDialog.module.css';
import type { TopUpOrder } from './paymentFlow';
import { useNow, usePaymentFlow } from './usePaymentFlow';

const QrImage = lazy(async () => ({ default: (await import('../../../shared/ui/QrImage')).QrImage }));

/**
 * The QR dialog of a top-up (SPEC §4): the QR and a link to the same payment page, its validity
 * counting down, and the order followed until paid. Mounted per order: closing it unmounts it,
 * which stops polling and forgets the order.
 */
export function PaymentDialog({
  order,
  onClose,
  onPaid,
}: {
  order: TopUpOrder;
  onClose: () => void;
  onPaid?: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const invalidateMoney = useInvalidateMoney();
  const state = usePaymentFlow(order);
  const now = useNow();
  const remaining = qrRemainingMs(state.expiresAt, now);
  const expired = state.phase === 'closed' || (state.qrUrl !== null && remaining === 0);
  const channel =
    order.pay_type === PayType.WECHAT ? t('wallet.payTypes.wechat') : t('wallet.payTypes.alipay');

  const finished = useRef(false);
  useEffect(() => {
    if (state.phase !== 'paid' || finished.current) return;
    finished.current = true;
    void invalidateMoney();
    toast.success(t('wallet.paymentSucceeded'));
    onPaid?.();
    onClose();
  }, [state.phase, invalidateMoney, toast, t, onPaid, onClose]);

  return (
    <Modal
      open
      title={t('wallet.dialog.title', { amount: formatMoney(order.amount) })}
      onCancel={onClose}
      footer={null}
      width={420}
      destroyOnHidden
    >
      <div className={styles.body}>
        <Typography.Text type="secondary">{t('wallet.dialog.scanWith', { channel })}</Typography.Text>
        <div className={styles.amount}>{formatMoney(order.amount)}</div>
        <div className={styles.qr} aria-busy={state.qrUrl === null}>
          {state.qrUrl === null ? (
            <Spin description={t('wallet.dialog.generating')} />
          ) : expired ? (
            <Alert type="warning" showIcon title={t('wallet.dialog.expired')} />
          ) : (
            <Suspense fallback={<Spin />}>
              <QrImage value={state.qrUrl} label={t('wallet.dialog.qrLabel', { channel })} />
            </Suspense>
          )}
        </div>
        {state.qrNotReady && (
          <Alert type="info" showIcon role="status" title={t('wallet.dialog.qrNotReady')} />
        )}
        {state.qrUrl !== null && !expired && (
          <>
            <p className={styles.countdown}>
              {t('wallet.dialog.validFor')} <time className={styles.clock}>{formatCountdown(remaining)}</time>
            </p>
            <a href={state.qrUrl} target="_blank" rel="noopener noreferrer">
              {t('wallet.dialog.openPaymentPage')}
            </a>
            <p role="status" className={styles.waiting}>
              <Spin size="small" /> {t('wallet.dialog.waiting')}
            </p>
          </>
        )}
        <Typography.Text type="secondary" className={styles.orderNo}>
          {t('wallet.dialog.orderNo', { orderNo: order.out_trade_no })}
        </Typography.Text>
      </div>
    </Modal>
  );
}
