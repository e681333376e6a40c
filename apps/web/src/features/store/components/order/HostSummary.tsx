import type { HostOffer } from '@gpucloud/contracts';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../../shared/format';
import { Pill } from '../../../../shared/ui/Pill';
import { SimulatedLabel } from '../../../../shared/ui/SimulatedLabel';
import styles from './OrderPage.module.css';

/** What the host is: GPU, place, kind, shape per GPU, disks, bandwidth, free GPUs and list price. */
export function HostSummary({ host, regionName }: { host: HostOffer; regionName: string }) {
  const { t } = useTranslation('storeOrder');
  const { t: tShell } = useTranslation();
  const items: [string, React.ReactNode][] = [
    [t('order.host.gpu'), t('order.host.gpuValue', { model: host.GpuModel, memory: host.GpuMemoryGb })],
    [
      t('order.host.region'),
      <>
        {regionName} {host.NodeClass === 'edge' && <Pill tone="orange">{t('order.host.edge')}</Pill>}
      </>,
    ],
    [
      t('order.host.kind'),
      <>
        {tShell(`store.kinds.${host.Kind}`)} <SimulatedLabel simulated={host.Simulated} />
      </>,
    ],
    [
      t('order.host.cpuMemory'),
      t('order.host.cpuMemoryValue', { cpu: host.CpuCores, memory: host.MemoryGb }),
    ],
    [t('order.host.disks'), t('order.host.disksValue', { system: host.SystemDiskGb, data: host.DataDiskGb })],
    [t('order.host.bandwidth'), t('order.host.bandwidthValue', { mbps: host.BandwidthMbps })],
    [t('order.host.free'), t('order.host.freeValue', { free: host.GpuFree, total: host.GpuCount })],
    [
      t('order.host.price'),
      <span key="price" className="price">
        {t('order.host.priceValue', { price: formatPrice(host.PricePerGpuHour) })}
      </span>,
    ],
    ...(host.InterruptiblePricePerGpuHour === null
      ? []
      : ([
          [
            t('order.host.interruptiblePrice'),
            <span key="interruptible" className="price">
              {t('order.host.priceValue', { price: formatPrice(host.InterruptiblePricePerGpuHour) })}
            </span>,
          ],
        ] as [string, React.ReactNode][])),
  ];
  return (
    <section className={styles.card} aria-labelledby="order-host-title">
      <h2 id="order-host-title" className={styles.cardTitle}>
        {t('order.host.title')}
      </h2>
      <dl className={styles.facts}>
        {items.map(([term, value]) => (
          <div key={term} className={styles.fact}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {host.Simulated && <p className={styles.simulatedNote}>{tShell('common.simulated.orderNote')}</p>}
    </section>
  );
}
