import type { OpsWorkOrderCatalogue } from '@gpucloud/contracts';
import { Button, Space, Table, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './WorkOrders.module.css';

type Category = OpsWorkOrderCatalogue['categories'][number];
type Subcategory = Category['subcategories'][number];

export type CatalogueAction =
  | { kind: 'addSubcategory' | 'renameCategory' | 'deleteCategory'; category: Category }
  | { kind: 'renameSubcategory' | 'deleteSubcategory'; category: Category; subcategory: Subcategory };

/** One category with its subcategories; choosing a subcategory opens its documents below. */
export function CategorySection({
  category,
  selected,
  onSelect,
  onAction,
}: {
  category: Category;
  selected: number | null;
  onSelect: (subcategoryId: number) => void;
  onAction: (action: CatalogueAction) => void;
}) {
  const { t } = useTranslation('opsWorkOrders');
  const name = `${category.name_en} · ${category.name}`;

  const columns: TableColumnsType<Subcategory> = [
    { key: 'name', title: t('help.fields.name'), dataIndex: 'name' },
    { key: 'nameEn', title: t('help.fields.name_en'), dataIndex: 'name_en' },
    {
      key: 'resource',
      title: t('help.fields.resource_type'),
      render: (_, sub) => t(`resourceTypes.${sub.resource_type}`),
    },
    { key: 'sort', title: t('help.fields.sort'), dataIndex: 'sort' },
    { key: 'documents', title: t('help.columns.documents'), dataIndex: 'documents' },
    {
      key: 'actions',
      title: t('help.columns.actions'),
      render: (_, subcategory) => (
        <Space size={0} wrap>
          <Button
            type="link"
            aria-pressed={selected === subcategory.id}
            aria-label={t('help.documentsOf', { name: subcategory.name_en })}
            onClick={() => onSelect(subcategory.id)}
          >
            {t('help.documents')}
          </Button>
          <Button
            type="link"
            aria-label={t('editOf', { name: subcategory.name_en })}
            onClick={() => onAction({ kind: 'renameSubcategory', category, subcategory })}
          >
            {t('edit')}
          </Button>
          <Button
            type="link"
            danger
            aria-label={t('deleteOf', { name: subcategory.name_en })}
            onClick={() => onAction({ kind: 'deleteSubcategory', category, subcategory })}
          >
            {t('delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <section aria-label={name} className={styles.section}>
      <div className={styles.sectionHead}>
        <Typography.Title level={2} className={styles.subhead}>
          {name} <span className={styles.muted}>{t('help.sortOf', { sort: category.sort })}</span>
        </Typography.Title>
        <Space wrap>
          <Button onClick={() => onAction({ kind: 'addSubcategory', category })}>
            {t('help.addSubcategory')}
          </Button>
          <Button
            aria-label={t('editOf', { name: category.name_en })}
            onClick={() => onAction({ kind: 'renameCategory', category })}
          >
            {t('edit')}
          </Button>
          <Button
            danger
            aria-label={t('deleteOf', { name: category.name_en })}
            onClick={() => onAction({ kind: 'deleteCategory', category })}
          >
            {t('delete')}
          </Button>
        </Space>
      </div>
      <Table<Subcategory>
        aria-label={t('help.subcategoriesOf', { name: category.name_en })}
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={category.subcategories}
        rowClassName={(sub) => (sub.id === selected ? (styles.selectedRow ?? '') : '')}
        locale={{ emptyText: t('help.noSubcategories') }}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
    </section>
  );
}
