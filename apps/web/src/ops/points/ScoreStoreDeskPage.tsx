import type { OpsScoreItem } from '@gpucloud/contracts';
import { Button, Table, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '../../shared/ui/LoadFailedAlert';
import { useToast } from '../../shared/ui/toast';
import { PageHead } from '../layout/PageHead';
import { AddStockDialog } from './AddStockDialog';
import { useDeskItems, usePublishScoreItem } from './hooks';
import { ItemDialog } from './ItemDialog';
import { OPS_POINTS_NS } from './i18n';
import { RedemptionsTable } from './RedemptionsTable';
import { type ItemAction, useItemColumns } from './useItemColumns';

type Dialog = { kind: 'create' } | { kind: 'edit' | 'stock'; item: OpsScoreItem };

/** /ops/score-store (support): the items with stock, state and redemptions; editing them; the redemptions. */
export function ScoreStoreDeskPage() {
  const { t, i18n } = useTranslation(OPS_POINTS_NS);
  const toast = useToast();
  const items = useDeskItems();
  const publish = usePublishScoreItem();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const act = (item: OpsScoreItem, action: ItemAction) => {
    if (action !== 'publish') return setDialog({ kind: action, item });
    const name = i18n.language === 'zh-CN' ? item.name : item.name_en;
    publish.mutate(
      { item_id: item.id, published: !item.published },
      {
        onSuccess: (answer) =>
          toast.success(t(answer.published ? 'items.publishedDone' : 'items.unpublishedDone', { name })),
      },
    );
  };
  const columns = useItemColumns(act, publish.isPending);

  const itemsPane = (
    <>
      {items.isError ? (
        <LoadFailedAlert title={t('loadFailed')} retryLabel={t('retry')} onRetry={() => items.refetch()} />
      ) : null}
      <Table<OpsScoreItem>
        aria-label={t('items.tableLabel')}
        rowKey="id"
        columns={columns}
        loading={items.isFetching}
        dataSource={items.data ?? []}
        locale={{ emptyText: t('items.empty') }}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
    </>
  );

  return (
    <>
      <PageHead
        title={t('title')}
        intro={t('intro')}
        actions={
          <Button type="primary" onClick={() => setDialog({ kind: 'create' })}>
            {t('newItem')}
          </Button>
        }
      />
      <Tabs
        destroyOnHidden
        items={[
          { key: 'items', label: t('tabs.items'), children: itemsPane },
          {
            key: 'redemptions',
            label: t('tabs.redemptions'),
            children: <RedemptionsTable items={items.data ?? []} />,
          },
        ]}
      />
      {dialog?.kind === 'create' ? <ItemDialog item={null} onClose={close} /> : null}
      {dialog?.kind === 'edit' ? <ItemDialog item={dialog.item} onClose={close} /> : null}
      {dialog?.kind === 'stock' ? <AddStockDialog item={dialog.item} onClose={close} /> : null}
    </>
  );
}
