import { Button, Empty, Popconfirm, Skeleton, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSoftwareTexts } from '../../features/software/hooks';
import { formatDateTime } from '../../shared/format';
import { formatBytes } from '../../shared/sizes';
import { useToast } from '../../shared/ui/toast';
import { PageHead } from '../layout/PageHead';
import { type OpsProduct, useDeleteRelease, useOpsSoftware, useSetPublished } from './hooks';
import { ProductDialog } from './ProductDialog';
import { ReleaseDialog } from './ReleaseDialog';
import './i18n';
import { LoadFailedAlert } from '../../shared/ui/LoadFailedAlert';

type Release = OpsProduct['releases'][number];
type Dialog = { kind: 'product'; product: OpsProduct | null } | { kind: 'release'; product: OpsProduct };

/** /ops/software (support): products, their releases and files, publishing and deleting. */
export function SoftwareAdminPage() {
  const { t } = useTranslation('opsSoftware');
  const software = useOpsSoftware();
  const [dialog, setDialog] = useState<Dialog | null>(null);

  const body = () => {
    if (software.isError)
      return (
        <LoadFailedAlert title={t('loadFailed')} retryLabel={t('retry')} onRetry={() => software.refetch()} />
      );
    if (!software.data) return <Skeleton active paragraph={{ rows: 6 }} />;
    if (software.data.length === 0) return <Empty description={t('empty')} />;
    return software.data.map((product) => (
      <ProductBlock
        key={product.id}
        product={product}
        onEdit={() => setDialog({ kind: 'product', product })}
        onAddRelease={() => setDialog({ kind: 'release', product })}
      />
    ));
  };

  return (
    <>
      <PageHead
        title={t('title')}
        intro={t('intro')}
        actions={
          <Button type="primary" onClick={() => setDialog({ kind: 'product', product: null })}>
            {t('newProduct')}
          </Button>
        }
      />
      {body()}
      {dialog?.kind === 'product' && (
        <ProductDialog product={dialog.product} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'release' && (
        <ReleaseDialog product={dialog.product} onClose={() => setDialog(null)} />
      )}
    </>
  );
}

function ProductBlock({
  product,
  onEdit,
  onAddRelease,
}: {
  product: OpsProduct;
  onEdit: () => void;
  onAddRelease: () => void;
}) {
  const { t } = useTranslation('opsSoftware');
  const tSoftware = useSoftwareTexts();
  const toast = useToast();
  const publish = useSetPublished();
  const remove = useDeleteRelease();
  const headingId = `ops-software-${product.id}`;
  const columns: TableColumnsType<Release> = [
    { key: 'version', title: t('columns.version'), dataIndex: 'version' },
    {
      key: 'platform',
      title: t('columns.platform'),
      render: (_, row) => `${tSoftware(`platforms.${row.platform}`)} · ${tSoftware(`arches.${row.arch}`)}`,
    },
    { key: 'file', title: t('columns.file'), dataIndex: 'file_name' },
    { key: 'size', title: t('columns.size'), render: (_, row) => formatBytes(row.size) },
    {
      key: 'sha256',
      title: t('columns.sha256'),
      render: (_, row) => <code style={{ wordBreak: 'break-all', fontSize: 12 }}>{row.sha256}</code>,
    },
    { key: 'released', title: t('columns.released'), render: (_, row) => formatDateTime(row.released_at) },
    {
      key: 'actions',
      title: t('columns.actions'),
      render: (_, row) => (
        <Popconfirm
          title={t('confirmDelete')}
          okText={t('confirm')}
          cancelText={t('cancel')}
          onConfirm={() =>
            remove
              .mutateAsync(row.id)
              .then(() => toast.success(t('deleted')))
              .catch(() => undefined)
          }
        >
          <Button
            danger
            type="link"
            size="small"
            aria-label={t('deleteReleaseOf', { version: row.version, file: row.file_name })}
          >
            {t('deleteRelease')}
          </Button>
        </Popconfirm>
      ),
    },
  ];
  return (
    <section aria-labelledby={headingId} style={{ marginBottom: 32 }}>
      <Space wrap align="center" style={{ marginBottom: 8 }}>
        <h2 id={headingId} style={{ margin: 0, fontSize: 18 }}>
          {product.name_en} · {product.name}
        </h2>
        <Tag color={product.published ? 'green' : 'default'}>
          {product.published ? t('published') : t('hidden')}
        </Tag>
        <Button size="small" onClick={onEdit}>
          {t('edit')}
        </Button>
        <Button size="small" onClick={onAddRelease}>
          {t('addRelease')}
        </Button>
        <Button
          size="small"
          loading={publish.isPending}
          disabled={!product.published && product.releases.length === 0}
          onClick={() =>
            publish
              .mutateAsync({ id: product.id, published: !product.published })
              .then(() => toast.success(t('saved')))
              .catch(() => undefined)
          }
        >
          {product.published ? t('unpublish') : t('publish')}
        </Button>
      </Space>
      {product.releases.length === 0 ? (
        <p>{t('noReleases')}</p>
      ) : (
        <Table<Release>
          aria-label={t('releasesOf', { name: product.name_en })}
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={product.releases}
          pagination={false}
          scroll={{ x: true }}
        />
      )}
    </section>
  );
}
