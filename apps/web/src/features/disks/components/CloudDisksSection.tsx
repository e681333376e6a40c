import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/format';
import { LoadFailedAlert } from '../../../shared/ui/LoadFailedAlert';
import { type DiskRow, useDisks } from '../hooks';
import { type DiskAction, regionName, sizeLimitsOf } from '../storageRules';
import { AttachDiskDialog } from './AttachDiskDialog';
import { CloudDisksTable } from './CloudDisksTable';
import { CreateDiskDialog } from './CreateDiskDialog';
import styles from './Disks.module.css';
import { ExpandDiskDialog } from './ExpandDiskDialog';
import { useDiskConfirms } from './useDiskConfirms';

type OpenDialog = { kind: 'create' } | { kind: 'attach' | 'expand'; diskId: number } | null;

/** The caller's cloud disks: the price, "Create cloud disk", the table and each action's dialog. */
export function CloudDisksSection() {
  const { t, i18n } = useTranslation('disks');
  const disks = useDisks();
  const confirms = useDiskConfirms();
  const [open, setOpen] = useState<OpenDialog>(null);
  const list = disks.data;
  // Read from the newest list, so a dialog shows the disk as it is now.
  const chosen =
    open && open.kind !== 'create' ? list?.list.find((disk) => disk.Id === open.diskId) : undefined;
  const close = () => setOpen(null);

  const act = (action: DiskAction, disk: DiskRow) => {
    if (action === 'attach' || action === 'expand') setOpen({ kind: action, diskId: disk.Id });
    else if (action === 'detach') confirms.detach(disk);
    else confirms.remove(disk);
  };

  return (
    <section aria-labelledby="cloud-disks-title" className={styles.section}>
      <h2 id="cloud-disks-title" className={styles.sectionTitle}>
        {t('disks.title')}
      </h2>
      {confirms.holder}
      {list && (
        <p className={styles.note}>
          {t('disks.price', { price: formatMoney(list.PricePerGbDay), perInstance: list.PerInstance })}
        </p>
      )}
      <div className={styles.toolbar}>
        <Button
          type="primary"
          icon={<PlusOutlined aria-hidden />}
          disabled={!list || list.Regions.length === 0}
          onClick={() => setOpen({ kind: 'create' })}
        >
          {t('disks.create')}
        </Button>
      </div>
      {disks.isError && !list ? (
        <LoadFailedAlert title={t('loadFailed')} retryLabel={t('retry')} onRetry={() => disks.refetch()} />
      ) : (
        <CloudDisksTable list={list} loading={disks.isPending} onAction={act} />
      )}
      {open?.kind === 'create' && list && <CreateDiskDialog list={list} onClose={close} />}
      {open?.kind === 'attach' && list && chosen && (
        <AttachDiskDialog
          disk={chosen}
          list={list}
          regionLabel={regionName(list.Regions, chosen.RegionId, i18n.language, chosen.RegionName)}
          onClose={close}
        />
      )}
      {open?.kind === 'expand' && list && chosen && (
        <ExpandDiskDialog disk={chosen} limits={sizeLimitsOf(list)} onClose={close} />
      )}
    </section>
  );
}
