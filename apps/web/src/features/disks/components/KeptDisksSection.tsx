import { Button, Modal, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import { LoadFailedAlert } from '../../../shared/ui/LoadFailedAlert';
import { useToast } from '../../../shared/ui/toast';
import { type KeptDisk, useDisks, useKeptDisks, useRemoveKeptDisk } from '../hooks';
import { diskNamesAttachedTo } from '../storageRules';
import styles from './Disks.module.css';

/** Disks of shut-down instances, kept (and charged as storage) until their release time; removable now. */
export function KeptDisksSection() {
  const { t } = useTranslation('disks');
  const toast = useToast();
  const kept = useKeptDisks();
  const release = useRemoveKeptDisk();
  const [modal, holder] = Modal.useModal();

  const disks = useDisks();

  const confirmRemove = (disk: KeptDisk) => {
    const attached = diskNamesAttachedTo(disks.data?.list ?? [], disk.InstanceId);
    void modal.confirm({
      title: t('kept.releaseTitle', { name: disk.Name }),
      content:
        attached.length > 0
          ? `${t('kept.releaseBody')} ${t('kept.keepsCloudDisks', { disks: attached.join(', ') })}`
          : t('kept.releaseBody'),
      okText: t('kept.release'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: () =>
        release
          .mutateAsync({ instance_id: disk.InstanceId })
          .then(() => toast.success(t('kept.released', { name: disk.Name })))
          .catch(() => undefined),
    });
  };

  const when = (iso: string) => <time dateTime={iso}>{formatDateTime(iso)}</time>;
  const columns: TableColumnsType<KeptDisk> = [
    { key: 'name', title: t('kept.columns.name'), dataIndex: 'Name', rowScope: 'row' },
    { key: 'gpu', title: t('kept.columns.gpu'), dataIndex: 'GpuModel' },
    {
      key: 'size',
      title: t('kept.columns.size'),
      align: 'right',
      render: (_, disk) => t('sizeGb', { size: disk.DiskGb }),
    },
    { key: 'stoppedAt', title: t('kept.columns.stoppedAt'), render: (_, disk) => when(disk.StoppedAt) },
    { key: 'releaseAt', title: t('kept.columns.releaseAt'), render: (_, disk) => when(disk.ReleaseAt) },
    {
      key: 'actions',
      title: t('kept.columns.actions'),
      render: (_, disk) => (
        <Button
          size="small"
          danger
          aria-label={t('kept.releaseNamed', { name: disk.Name })}
          onClick={() => confirmRemove(disk)}
        >
          {t('kept.release')}
        </Button>
      ),
    },
  ];

  return (
    <section aria-labelledby="kept-disks-title" className={styles.section}>
      <h2 id="kept-disks-title" className={styles.sectionTitle}>
        {t('kept.title')}
      </h2>
      {holder}
      <p className={styles.note}>{t('kept.intro')}</p>
      {kept.isError && !kept.data ? (
        <LoadFailedAlert title={t('loadFailed')} retryLabel={t('retry')} onRetry={() => kept.refetch()} />
      ) : (
        <Table<KeptDisk>
          aria-label={t('kept.tableLabel')}
          rowKey="InstanceId"
          size="middle"
          columns={columns}
          dataSource={kept.data?.list ?? []}
          loading={kept.isPending}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('kept.empty') }}
        />
      )}
    </section>
  );
}
