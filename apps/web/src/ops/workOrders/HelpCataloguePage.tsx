import { Alert, Button, Empty, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchState } from '../../shared/hooks/useSearchState';
import { PageHead } from '../layout/PageHead';
import { CategoryDialog } from './CategoryDialog';
import { type CatalogueAction, CategorySection } from './CategorySection';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { useCatalogue, useDeleteCategory, useDeleteSubcategory } from './catalogueHooks';
import { DocumentsPanel } from './DocumentsPanel';
import './i18n';
import { SubcategoryDialog } from './SubcategoryDialog';

type Dialog = CatalogueAction | { kind: 'addCategory' };

/**
 * /ops/work-order-help (support): the categories and subcategories customers choose from when they
 * write a ticket, and the help documents they read first. The chosen subcategory lives in the URL.
 */
export function HelpCataloguePage() {
  const { t } = useTranslation('opsWorkOrders');
  const catalogue = useCatalogue();
  const [params, update] = useSearchState();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const deleteCategory = useDeleteCategory();
  const deleteSubcategory = useDeleteSubcategory();
  const close = () => setDialog(null);
  const categories = catalogue.data ?? [];
  const selectedId = Number(params.get('subcategory')) || null;
  const selected = categories.flatMap((c) => c.subcategories).find((sub) => sub.id === selectedId) ?? null;

  const body = () => {
    if (catalogue.isError) return <Alert type="error" showIcon title={t('loadFailed')} />;
    if (!catalogue.data) return <Skeleton active />;
    if (categories.length === 0) return <Empty description={t('help.noCategories')} />;
    return categories.map((category) => (
      <CategorySection
        key={category.id}
        category={category}
        selected={selected?.id ?? null}
        onSelect={(id) => update({ subcategory: id })}
        onAction={setDialog}
      />
    ));
  };

  return (
    <>
      <PageHead
        title={t('help.title')}
        intro={t('help.intro')}
        actions={
          <Button type="primary" onClick={() => setDialog({ kind: 'addCategory' })}>
            {t('help.addCategory')}
          </Button>
        }
      />
      {body()}
      {selected ? <DocumentsPanel key={selected.id} catalogue={categories} subcategory={selected} /> : null}
      {dialog?.kind === 'addCategory' && <CategoryDialog onClose={close} />}
      {dialog?.kind === 'renameCategory' && <CategoryDialog category={dialog.category} onClose={close} />}
      {dialog?.kind === 'addSubcategory' && <SubcategoryDialog category={dialog.category} onClose={close} />}
      {dialog?.kind === 'renameSubcategory' && (
        <SubcategoryDialog category={dialog.category} subcategory={dialog.subcategory} onClose={close} />
      )}
      {dialog?.kind === 'deleteCategory' && (
        <ConfirmDeleteDialog
          title={t('help.deleteCategory.title', { name: dialog.category.name_en })}
          body={t('help.deleteCategory.body')}
          done={t('help.deleteCategory.done', { name: dialog.category.name_en })}
          pending={deleteCategory.isPending}
          onDelete={() => deleteCategory.mutateAsync(dialog.category.id)}
          onClose={close}
        />
      )}
      {dialog?.kind === 'deleteSubcategory' && (
        <ConfirmDeleteDialog
          title={t('help.deleteSubcategory.title', { name: dialog.subcategory.name_en })}
          body={t('help.deleteSubcategory.body')}
          done={t('help.deleteSubcategory.done', { name: dialog.subcategory.name_en })}
          pending={deleteSubcategory.isPending}
          onDelete={() => deleteSubcategory.mutateAsync(dialog.subcategory.id)}
          onClose={close}
        />
      )}
    </>
  );
}
