import type { LatestMetric } from '@gpucloud/contracts';
import { useTranslation } from 'react-i18next';
import styles from './InstanceCard.module.css';

/**
 * The card's small live figure: the GPUs' utilisation where the machine has GPU figures, else its
 * CPU use, from its last sample (refreshed with the list). Nothing without a recent sample.
 */
export function LiveFigure({ name, latest }: { name: string; latest: LatestMetric | undefined }) {
  const { t } = useTranslation('instances');
  if (!latest) return null;
  const value = (percent: number) => `${Math.round(percent)}%`;
  const figure =
    latest.GpuUtilPercent === null
      ? t('live.cpu', { value: value(latest.CpuPercent) })
      : t('live.gpu', { value: value(latest.GpuUtilPercent) });
  const shown = latest.Simulated ? `${figure} (${t('live.simulated')})` : figure;
  return (
    <span className={styles.live} role="status" aria-label={t('live.label', { name, figure: shown })}>
      {figure}
    </span>
  );
}
