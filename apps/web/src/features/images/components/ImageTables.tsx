import type { OwnCustomImage, SharedCustomImage } from '@gpucloud/contracts';
import { Button, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import styles from './CustomImages.module.css';

const STATE_COLORS = { creating: 'processing', ready: 'success', failed: 'error' } as const;

/** Its state; a failed image says why beside it, where a keyboard and a screen reader find it too. */
function StateTag({ image }: { image: OwnCustomImage | SharedCustomImage }) {
  const { t } = useTranslation('images');
  const tag = <Tag color={STATE_COLORS[image.State]}>{t(`states.${image.State}`)}</Tag>;
  return image.State === 'failed' && image.FailReason ? (
    <>
      {tag}
      <Typography.Text type="secondary" className={styles.failReason}>
        {image.FailReason}
      </Typography.Text>
    </>
  ) : (
    tag
  );
}

function useCommonColumns<T extends OwnCustomImage | SharedCustomImage>(): ColumnsType<T> {
  const { t } = useTranslation('images');
  return [
    {
      title: t('columns.name'),
      key: 'name',
      render: (_, image) => (
        <>
          <strong>{image.Name}</strong>
          <div>
            {image.BaseImageLabel}
            {image.Description ? ` · ${image.Description}` : ''}
          </div>
        </>
      ),
    },
    { title: t('columns.state'), key: 'state', render: (_, image) => <StateTag image={image} /> },
    {
      title: t('columns.size'),
      key: 'size',
      render: (_, image) => (image.State === 'ready' ? t('sizeGb', { size: image.SizeGb }) : '—'),
    },
    { title: t('columns.runsOn'), key: 'kind', render: (_, image) => t(`kinds.${image.Kind}`) },
  ];
}

/** The caller's own images, with sharing and deleting. */
export function OwnImagesTable({
  images,
  loading,
  onShare,
  onDelete,
}: {
  images: OwnCustomImage[];
  loading: boolean;
  onShare: (image: OwnCustomImage) => void;
  onDelete: (image: OwnCustomImage) => void;
}) {
  const { t } = useTranslation('images');
  const columns: ColumnsType<OwnCustomImage> = [
    ...useCommonColumns<OwnCustomImage>(),
    { title: t('columns.source'), dataIndex: 'SourceInstanceName' },
    {
      title: t('columns.sharedWith'),
      key: 'shared',
      render: (_, image) =>
        image.SharedWith.length === 0
          ? t('notShared')
          : image.SharedWith.map((share) => share.Phone).join(', '),
    },
    { title: t('columns.createdAt'), key: 'createdAt', render: (_, image) => formatDateTime(image.CreateAt) },
    {
      title: t('columns.actions'),
      key: 'actions',
      render: (_, image) => (
        <Space size="small">
          <Button
            size="small"
            disabled={image.State === 'failed'}
            aria-label={t('actions.share', { name: image.Name })}
            onClick={() => onShare(image)}
          >
            {t('actions.shareShort')}
          </Button>
          <Button
            size="small"
            danger
            aria-label={t('actions.delete', { name: image.Name })}
            onClick={() => onDelete(image)}
          >
            {t('actions.deleteShort')}
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <Table
      aria-label={t('own.table')}
      rowKey="CustomImageId"
      size="middle"
      columns={columns}
      dataSource={images}
      loading={loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('own.empty') }}
    />
  );
}

/** Images other accounts shared with the caller: usable, not shareable or deletable. */
export function SharedImagesTable({ images, loading }: { images: SharedCustomImage[]; loading: boolean }) {
  const { t } = useTranslation('images');
  const columns: ColumnsType<SharedCustomImage> = [
    ...useCommonColumns<SharedCustomImage>(),
    { title: t('columns.owner'), dataIndex: 'OwnerPhone' },
    { title: t('columns.sharedAt'), key: 'sharedAt', render: (_, image) => formatDateTime(image.SharedAt) },
  ];
  return (
    <Table
      aria-label={t('shared.table')}
      rowKey="CustomImageId"
      size="middle"
      columns={columns}
      dataSource={images}
      loading={loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('shared.empty') }}
    />
  );
}
