import { Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import './i18n';

/** Edit, publish or unpublish, and delete (confirmed) for one dataset or model row. */
export function RowActions({
  name,
  published,
  onEdit,
  onPublish,
  onDelete,
}: {
  name: string;
  published: boolean;
  onEdit: () => void;
  onPublish: (published: boolean) => void;
  onDelete: () => Promise<unknown>;
}) {
  const { t } = useTranslation('opsCatalog');
  return (
    <Space wrap size="small">
      <Button size="small" aria-label={`${t('common.edit')}: ${name}`} onClick={onEdit}>
        {t('common.edit')}
      </Button>
      <Button
        size="small"
        aria-label={`${published ? t('common.unpublish') : t('common.publish')}: ${name}`}
        onClick={() => onPublish(!published)}
      >
        {published ? t('common.unpublish') : t('common.publish')}
      </Button>
      <Popconfirm
        title={t('common.deleteConfirm', { name })}
        okText={t('common.delete')}
        cancelText={t('common.cancel')}
        onConfirm={onDelete}
      >
        <Button size="small" danger aria-label={`${t('common.delete')}: ${name}`}>
          {t('common.delete')}
        </Button>
      </Popconfirm>
    </Space>
  );
}
