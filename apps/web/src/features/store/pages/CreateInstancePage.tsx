import '../i18n';
import { Alert, Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../api/client';
import { OrderEmptyState } from '../components/order/OrderEmptyState';
import styles from '../components/order/OrderPage.module.css';
import { OrderView } from '../components/order/OrderView';
import { useInstanceSpecifications } from '../order/hooks';
import { parseHostId, preselectionFrom } from '../order/orderForm';

/**
 * /createInstance?host=<HostId>[&image=<ImageId>&gpus=<n>]: the order form of one host (an image and a
 * GPU count may be preselected, as an AI model's "Deploy" does), or what to do when it cannot be ordered.
 */
export function CreateInstancePage() {
  const { t } = useTranslation('storeOrder');
  const { t: tShell } = useTranslation();
  const [params] = useSearchParams();
  const raw = params.get('host');
  const hostId = parseHostId(raw);
  const specifications = useInstanceSpecifications(hostId);

  if (!raw) return <OrderEmptyState reason={{ kind: 'missing' }} />;
  if (hostId === null) return <OrderEmptyState reason={{ kind: 'unknown', id: raw }} />;
  if (specifications.isPending) {
    return (
      <div aria-busy="true">
        <title>{t('order.pageTitle')}</title>
        <h1 className={styles.title}>{t('order.loading')}</h1>
        <Skeleton active paragraph={{ rows: 10 }} />
      </div>
    );
  }
  if (specifications.isError) {
    // A refusal is the server's answer that the host is not on offer; anything else may pass.
    if (specifications.error instanceof ApiError)
      return <OrderEmptyState reason={{ kind: 'unknown', id: raw }} />;
    return (
      <>
        <title>{t('order.pageTitle')}</title>
        <h1 className={styles.title}>{t('order.pageTitle')}</h1>
        <Alert
          type="error"
          showIcon
          title={t('order.loadFailed')}
          description={specifications.error.message}
          action={
            <Button size="small" onClick={() => void specifications.refetch()}>
              {tShell('common.retry')}
            </Button>
          }
        />
      </>
    );
  }
  const { Host: host, Specs: specs, Images: images } = specifications.data;
  if (host.GpuFree === 0 || !specs.some((spec) => spec.Available)) {
    return (
      <OrderEmptyState
        reason={{ kind: 'full', model: host.GpuModel, host: host.HostName, total: host.GpuCount }}
        waitFor={{
          gpuModel: host.GpuModel,
          kind: host.Kind,
          maxGpus: host.GpuCount,
          priceYuan: host.PricePerGpuHour,
          images,
        }}
      />
    );
  }
  if (images.length === 0) return <OrderEmptyState reason={{ kind: 'noImages', model: host.GpuModel }} />;
  return <OrderView key={host.HostId} data={specifications.data} preselected={preselectionFrom(params)} />;
}
