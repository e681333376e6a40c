import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { Button, Input, Table, type TableColumnsType, Tag } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format';
import { LoadFailedAlert } from '../../shared/ui/LoadFailedAlert';
import { PageHead } from '../layout/PageHead';
import { OPS_CATALOG_PAGE_SIZE } from './hooks';
import './i18n';
import { RowActions } from './RowActions';

/** What both desks list: a catalogue entry with its state. */
interface DeskEntry {
  Id: number;
  Published: boolean;
  UpdateAt: string;
}

interface DeskList<T> {
  data: T[];
  total: number;
}

/**
 * One catalogue desk of the operator console (datasets, AI models): search, every entry published
 * or not with its own columns, then state, update time and the row actions; the dialog that creates
 * or edits one.
 */
export function CatalogDesk<T extends DeskEntry, L extends DeskList<T>>({
  section,
  useList,
  publish,
  remove,
  columns,
  nameOf,
  canCreate = () => true,
  dialog,
}: {
  section: 'datasets' | 'models';
  useList: (query: { keyword?: string; page: number }) => UseQueryResult<L>;
  publish: UseMutationResult<unknown, Error, { id: number; published: boolean }>;
  remove: UseMutationResult<unknown, Error, number>;
  columns: TableColumnsType<T>;
  nameOf: (entry: T) => string;
  canCreate?: (list: L | undefined) => boolean;
  dialog: (editing: T | null, list: L | undefined, close: () => void) => ReactNode;
}) {
  const { t } = useTranslation('opsCatalog');
  const [keyword, setKeyword] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const list = useList({ ...(keyword ? { keyword } : {}), page });

  const allColumns: TableColumnsType<T> = [
    ...columns,
    {
      key: 'state',
      title: t('common.state'),
      render: (_, entry) => (
        <Tag color={entry.Published ? 'green' : 'default'}>
          {entry.Published ? t('common.published') : t('common.draft')}
        </Tag>
      ),
    },
    { key: 'updated', title: t('common.updated'), render: (_, entry) => formatDateTime(entry.UpdateAt) },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (_, entry) => (
        <RowActions
          name={nameOf(entry)}
          published={entry.Published}
          onEdit={() => setEditing(entry)}
          onPublish={(published) => publish.mutate({ id: entry.Id, published })}
          onDelete={() => remove.mutateAsync(entry.Id)}
        />
      ),
    },
  ];

  return (
    <>
      <PageHead
        title={t(`${section}.title`)}
        intro={t(`${section}.subtitle`)}
        actions={
          <Button type="primary" onClick={() => setEditing('new')} disabled={!canCreate(list.data)}>
            {t(`${section}.new`)}
          </Button>
        }
      />
      <Input.Search
        aria-label={t('common.search')}
        placeholder={t('common.searchPlaceholder')}
        allowClear
        enterButton={t('common.search')}
        onSearch={(text) => {
          setKeyword(text.trim() || undefined);
          setPage(1);
        }}
        style={{ maxWidth: 360, marginBottom: 16 }}
      />
      {list.isError ? (
        <LoadFailedAlert
          title={t('common.loadFailed')}
          retryLabel={t('common.retry')}
          onRetry={() => list.refetch()}
        />
      ) : null}
      <Table<T>
        aria-label={t(`${section}.title`)}
        rowKey="Id"
        columns={allColumns}
        loading={list.isFetching}
        dataSource={list.data?.data ?? []}
        pagination={{
          current: page,
          pageSize: OPS_CATALOG_PAGE_SIZE,
          total: list.data?.total ?? 0,
          onChange: setPage,
        }}
        scroll={{ x: true }}
      />
      {editing ? dialog(editing === 'new' ? null : editing, list.data, () => setEditing(null)) : null}
    </>
  );
}
