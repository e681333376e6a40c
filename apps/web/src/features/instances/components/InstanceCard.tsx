import type { AutoStopSettings, InstanceRow, LatestMetric } from '@gpucloud/contracts';
import { Tag } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatPrice } from '../../../shared/format';
import { StatusTag } from '../../../shared/instances/StatusTag';
import { SimulatedLabel } from '../../../shared/ui/SimulatedLabel';
import type { DialogAction } from '../dialogs/ActionDialog';
import { runsWithoutGpus } from '../rules';
import { ActionButtons } from './ActionButtons';
import { AutoStopTag } from './AutoStopTag';
import { HostUnreachableNote } from './HostUnreachableNote';
import styles from './InstanceCard.module.css';
import { InstanceDatasets } from './InstanceDatasets';
import { InstanceTimeline } from './InstanceTimeline';
import { LiveFigure } from './LiveFigure';
import { NextEventText } from './NextEventText';
import { NoteEditor } from './NoteEditor';

/**
 * One instance: name, note, status, what it is (GPUs, vCPUs, memory, data disk, bandwidth), how it is
 * billed, its live GPU or CPU figure while it runs, and what can be done to it.
 */
export function InstanceCard({
  row,
  autoStop,
  latest,
  onOpen,
}: {
  row: InstanceRow;
  autoStop?: AutoStopSettings | undefined;
  latest?: LatestMetric | undefined;
  onOpen: (action: DialogAction) => void;
}) {
  const { t } = useTranslation('instances');
  const headingId = useId();
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <header className={styles.head}>
        <h3 id={headingId} className={styles.name}>
          {row.Name}
        </h3>
        {/* A status the list's polling changes is read out: the reader did nothing that would say it. */}
        <span aria-live="polite">
          <StatusTag row={row} />
        </span>
        <SimulatedLabel simulated={row.Simulated} />
        {runsWithoutGpus(row) && (
          <Tag
            color="purple"
            title={t('withoutGpus.tagHint', { price: formatPrice(row.NoGpuHourlyCost ?? 0) })}
          >
            {t('withoutGpus.tag')}
          </Tag>
        )}
        {row.Status === 'running' && <LiveFigure name={row.Name} latest={latest} />}
        {row.SubAccountName && <Tag>{t('subAccount', { name: row.SubAccountName })}</Tag>}
        <AutoStopTag settings={autoStop} />
      </header>
      <HostUnreachableNote since={row.HostUnreachableSince} />
      <NoteEditor id={row.InstanceId} name={row.Name} note={row.Note} kind={row.Kind} />
      <dl className={styles.facts}>
        <div>
          <dt>{t('fields.gpu')}</dt>
          <dd>{t('gpuCount', { model: row.GpuModel, count: row.GpuCount })}</dd>
        </div>
        <div>
          <dt>{t('fields.cpu')}</dt>
          <dd>{t('resources.cpu', { count: row.CpuCores })}</dd>
        </div>
        <div>
          <dt>{t('fields.memory')}</dt>
          <dd>{t('resources.gb', { size: row.MemoryGb })}</dd>
        </div>
        <div>
          <dt>{t('fields.dataDisk')}</dt>
          <dd>{t('resources.gb', { size: row.DataDiskGb })}</dd>
        </div>
        <div>
          <dt>{t('fields.bandwidth')}</dt>
          <dd>{t('resources.mbps', { mbps: row.BandwidthMbps })}</dd>
        </div>
        <div>
          <dt>{t('fields.region')}</dt>
          <dd>{row.Region}</dd>
        </div>
        <div>
          <dt>{t('fields.kind')}</dt>
          <dd>{t(`kinds.${row.Kind}`)}</dd>
        </div>
        <div>
          <dt>{t('fields.image')}</dt>
          <dd>{row.ImageName}</dd>
        </div>
        <InstanceDatasets instanceId={row.InstanceId} />
        <div>
          <dt>{t('fields.billing')}</dt>
          <dd>
            <NextEventText row={row} />
          </dd>
        </div>
        <InstanceTimeline row={row} />
        <div>
          <dt>{t('fields.created')}</dt>
          <dd>
            <time dateTime={row.CreateAt}>{formatDateTime(row.CreateAt)}</time>
          </dd>
        </div>
      </dl>
      <ActionButtons row={row} onOpen={onOpen} />
    </article>
  );
}
