import type { HostOffer } from '@gpucloud/contracts';
import { Button, Empty, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatPrice } from '../../../shared/format';
import { Pill } from '../../../shared/ui/Pill';
import { SimulatedLabel } from '../../../shared/ui/SimulatedLabel';
import styles from './OfferTable.module.css';

const SKELETON_ROWS = 6;
const COLUMNS = 9;

/** Grey rows the height of real ones while the first list loads: the page keeps its shape. */
function SkeletonRows() {
  return Array.from({ length: SKELETON_ROWS }, (_, row) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder rows without identity
    <tr key={row} aria-hidden className={styles.skeletonRow}>
      {Array.from({ length: COLUMNS }, (_, column) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: as above
        <td key={column}>
          <span className={styles.skeletonBar} />
          {column === 0 && <span className={`${styles.skeletonBar} ${styles.skeletonShort}`} />}
        </td>
      ))}
    </tr>
  ));
}

/**
 * The catalogue of /gpu_selector_detail as a plain, semantic table: antd's Table would bring
 * its filter, tree and pagination code into the store's first load.
 */
export function OfferTable({
  offers,
  loading,
  onReset,
}: {
  offers: HostOffer[];
  loading: boolean;
  /** Absent when no filter is set: then there is nothing to reset. */
  onReset?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const english = !i18n.language.startsWith('zh');
  const regionName = (offer: HostOffer) => (english ? offer.RegionNameEn : offer.RegionName);
  // A template's "Deploy" (issue 42) opens the store with it: each order link carries it on.
  const [params] = useSearchParams();
  const templateId = params.get('template') ?? '';
  const template = /^\d{1,9}$/.test(templateId) ? `&template=${templateId}` : '';

  return (
    <Spin spinning={loading}>
      <div className={styles.scroller}>
        <table className={styles.table} aria-busy={loading}>
          <thead>
            <tr>
              <th scope="col">{t('store.columns.gpu')}</th>
              <th scope="col">{t('store.columns.region')}</th>
              <th scope="col">{t('store.columns.kind')}</th>
              <th scope="col">{t('store.columns.free')}</th>
              <th scope="col">{t('store.columns.cpuMemory')}</th>
              <th scope="col">{t('store.columns.disks')}</th>
              <th scope="col">{t('store.columns.bandwidth')}</th>
              <th scope="col" className={styles.numeric}>
                {t('store.columns.price')}
              </th>
              <th scope="col" className={styles.center}>
                {t('store.columns.action')}
              </th>
            </tr>
          </thead>
          <tbody>
            {loading && offers.length === 0 && <SkeletonRows />}
            {offers.map((offer) => (
              <tr key={offer.HostId}>
                <th scope="row" className={styles.gpu}>
                  <span className={styles.model}>{offer.GpuModel}</span>
                  {offer.NodeClass === 'edge' && <Pill>{t('store.edgeNode')}</Pill>}
                  <div className={styles.muted}>{t('store.gpuMemory', { count: offer.GpuMemoryGb })}</div>
                </th>
                <td>{regionName(offer)}</td>
                <td>
                  <Pill tone="blue">{t(`store.kinds.${offer.Kind}`)}</Pill>{' '}
                  <SimulatedLabel simulated={offer.Simulated} />
                </td>
                <td className={offer.GpuFree > 0 ? styles.free : styles.full}>
                  {t('store.freeOfTotal', { free: offer.GpuFree, total: offer.GpuCount })}
                </td>
                <td>{t('store.cpuMemory', { count: offer.CpuCores, memory: offer.MemoryGb })}</td>
                <td>{t('store.disks', { system: offer.SystemDiskGb, data: offer.DataDiskGb })}</td>
                <td>{t('store.bandwidth', { mbps: offer.BandwidthMbps })}</td>
                <td className={`${styles.numeric} price`}>
                  {t('store.pricePerHour', { price: formatPrice(offer.PricePerGpuHour) })}
                  {offer.InterruptiblePricePerGpuHour !== null && (
                    <div className={styles.interruptible}>
                      {t('store.interruptiblePerHour', {
                        price: formatPrice(offer.InterruptiblePricePerGpuHour),
                      })}
                    </div>
                  )}
                </td>
                <td className={styles.center}>
                  <Link
                    to={`/createInstance?host=${offer.HostId}${template}`}
                    aria-label={t('store.rentLabel', { model: offer.GpuModel, region: regionName(offer) })}
                  >
                    {t('store.rent')}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {offers.length === 0 && !loading && (
        <div className={styles.empty}>
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('store.empty')}>
            {onReset && (
              <Button type="primary" onClick={onReset}>
                {t('store.resetFilters')}
              </Button>
            )}
          </Empty>
        </div>
      )}
    </Spin>
  );
}
