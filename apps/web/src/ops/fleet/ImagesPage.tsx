import type { FleetImage } from '@gpucloud/contracts';
import { Button, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../shared/ui/toast';
import { PageHead } from '../layout/PageHead';
import './i18n';
import { useImages, useSetImageEnabled } from './hooks';
import { ImageFormDialog } from './ImageFormDialog';

/** /ops/images (fleet): the public images; adding one, and offering it or not. */
export function ImagesPage() {
  const { t } = useTranslation('opsFleet');
  const toast = useToast();
  const images = useImages();
  const setEnabled = useSetImageEnabled();
  const [adding, setAdding] = useState(false);

  const toggle = (image: FleetImage) =>
    setEnabled.mutate(
      { image_id: image.Id, enabled: !image.Enabled },
      {
        onSuccess: () =>
          toast.success(
            t(image.Enabled ? 'images.disabledDone' : 'images.enabledDone', { name: image.Name }),
          ),
      },
    );

  const columns: TableColumnsType<FleetImage> = [
    { key: 'name', title: t('images.columns.name'), dataIndex: 'Name' },
    { key: 'label', title: t('images.columns.label'), dataIndex: 'Label' },
    { key: 'system', title: t('images.columns.system'), render: (_, image) => t(`systems.${image.System}`) },
    { key: 'shortDisplayName', title: t('images.columns.shortDisplayName'), dataIndex: 'ShortDisplayName' },
    {
      key: 'status',
      title: t('images.columns.status'),
      render: (_, image) =>
        image.Enabled ? <Tag color="green">{t('images.enabled')}</Tag> : <Tag>{t('images.disabled')}</Tag>,
    },
    {
      key: 'actions',
      title: t('images.columns.actions'),
      render: (_, image) => (
        <Button
          type="link"
          danger={image.Enabled}
          loading={setEnabled.isPending && setEnabled.variables?.image_id === image.Id}
          aria-label={t(image.Enabled ? 'images.disableOf' : 'images.enableOf', { name: image.Name })}
          onClick={() => toggle(image)}
        >
          {t(image.Enabled ? 'images.disable' : 'images.enable')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHead
        title={t('images.title')}
        intro={t('images.intro')}
        actions={
          <Button type="primary" onClick={() => setAdding(true)}>
            {t('images.add')}
          </Button>
        }
      />
      <Table<FleetImage>
        aria-label={t('images.tableLabel')}
        rowKey="Id"
        size="middle"
        columns={columns}
        dataSource={images.data ?? []}
        loading={images.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
      {adding && <ImageFormDialog onClose={() => setAdding(false)} />}
    </>
  );
}
