import { Result } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSlot, type WaitForGpuProps } from '../../../../shared/slots';
import { filtersToParams } from '../../filters';
import styles from './OrderPage.module.css';

export type EmptyReason =
  | { kind: 'missing' }
  | { kind: 'unknown'; id: string }
  | { kind: 'full'; model: string; host: string; total: number }
  | { kind: 'noImages'; model: string };

/**
 * The order page when there is nothing to order, with where to go next; a sold-out host (`waitFor`)
 * also offers "Wait for it" (the gpuWaits feature's piece, issue 44) to a signed-in customer.
 */
export function OrderEmptyState({ reason, waitFor }: { reason: EmptyReason; waitFor?: WaitForGpuProps }) {
  const { t } = useTranslation('storeOrder');
  const WaitForGpu = useSlot('orderWaitForGpu');
  const [title, body] =
    reason.kind === 'missing'
      ? [t('order.empty.missingTitle'), t('order.empty.missingBody')]
      : reason.kind === 'unknown'
        ? [t('order.empty.unknownTitle'), t('order.empty.unknownBody', { id: reason.id })]
        : reason.kind === 'full'
          ? [
              t('order.empty.fullTitle'),
              t('order.empty.fullBody', { model: reason.model, host: reason.host, total: reason.total }),
            ]
          : [t('order.empty.noImagesTitle'), t('order.empty.noImagesBody')];
  const model = reason.kind === 'full' || reason.kind === 'noImages' ? reason.model : null;
  return (
    <>
      <title>{`${title} · ${t('order.pageTitle')}`}</title>
      <Result
        status={reason.kind === 'full' ? 'warning' : 'info'}
        title={<h1 style={{ margin: 0, fontSize: 24 }}>{title}</h1>}
        subTitle={body}
        extra={[
          waitFor && WaitForGpu && (
            <Suspense key="wait" fallback={null}>
              <WaitForGpu {...waitFor} />
            </Suspense>
          ),
          model && (
            <Link
              key="model"
              className={`${styles.linkButton} ${styles.linkButtonPrimary}`}
              to={`/store?${filtersToParams({ gpu_model: model, sort: 'price_asc' })}`}
            >
              {t('order.empty.otherHosts', { model })}
            </Link>
          ),
          <Link key="board" className={styles.linkButton} to="/instanceAvailableKvmStore">
            {t('order.empty.kvmBoard')}
          </Link>,
          <Link
            key="store"
            className={model ? styles.linkButton : `${styles.linkButton} ${styles.linkButtonPrimary}`}
            to="/store"
          >
            {t('order.empty.backToStore')}
          </Link>,
        ]}
      />
    </>
  );
}
