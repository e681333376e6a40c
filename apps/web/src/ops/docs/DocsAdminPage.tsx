import type { OpsDocArticleSummary, OpsDocCategory } from '@gpucloud/contracts';
import { Alert, Button, Popconfirm, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../shared/format';
import { useToast } from '../../shared/ui/toast';
import { PageHead } from '../layout/PageHead';
import { CategoryDialog } from './CategoryDialog';
import { categoryOptions } from './categoryOptions';
import { opsDocArticlePath } from './docPaths';
import { useDeleteDocCategory, useMoveDocArticle, useMoveDocCategory, useOpsDocs } from './hooks';
import { NewArticleDialog } from './NewArticleDialog';
import './i18n';

type Dialog = { kind: 'category'; editing: OpsDocCategory | null } | { kind: 'article' } | null;

/** /ops/docs (support): the docs centre's category tree and its articles, drafts included. */
export function DocsAdminPage() {
  const { t, i18n } = useTranslation('opsDocs');
  const toast = useToast();
  const docs = useOpsDocs();
  const [dialog, setDialog] = useState<Dialog>(null);
  const moveCategory = useMoveDocCategory();
  const deleteCategory = useDeleteDocCategory();
  const moveArticle = useMoveDocArticle();
  const categories = docs.data?.categories ?? [];
  const labels = new Map(categoryOptions(categories, i18n.language).map((o) => [o.value, o.label]));
  const nameOf = (id: number) => labels.get(id)?.replace(/^(— )+/, '') ?? '';

  const categoryColumns: TableColumnsType<OpsDocCategory> = [
    { key: 'name', title: t('categories.name'), render: (_, c) => labels.get(c.Id) },
    { key: 'articles', title: t('categories.articles'), dataIndex: 'ArticleCount' },
    {
      key: 'actions',
      title: t('categories.actions'),
      render: (_, c) => (
        <Space wrap size="small">
          <Button size="small" onClick={() => setDialog({ kind: 'category', editing: c })}>
            {t('edit')}
          </Button>
          <Button
            size="small"
            aria-label={`${t('up')}: ${nameOf(c.Id)}`}
            onClick={() =>
              moveCategory.mutate(
                { id: c.Id, direction: 'up' },
                { onSuccess: () => toast.success(t('categories.moved')) },
              )
            }
          >
            ↑
          </Button>
          <Button
            size="small"
            aria-label={`${t('down')}: ${nameOf(c.Id)}`}
            onClick={() =>
              moveCategory.mutate(
                { id: c.Id, direction: 'down' },
                { onSuccess: () => toast.success(t('categories.moved')) },
              )
            }
          >
            ↓
          </Button>
          <Popconfirm
            title={t('categories.deleteConfirm', { name: nameOf(c.Id) })}
            okText={t('delete')}
            cancelText={t('cancel')}
            onConfirm={() =>
              deleteCategory.mutateAsync(c.Id).then(() => toast.success(t('categories.deleted')))
            }
          >
            <Button size="small" danger>
              {t('delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  const articleColumns: TableColumnsType<OpsDocArticleSummary> = [
    {
      key: 'title',
      title: t('articles.columns.title'),
      render: (_, a) => (
        <Link to={opsDocArticlePath(a.Id)}>
          {(i18n.language.startsWith('zh') ? a.TitleZh || a.TitleEn : a.TitleEn || a.TitleZh) ||
            t('untitled')}
        </Link>
      ),
    },
    { key: 'category', title: t('articles.columns.category'), render: (_, a) => nameOf(a.CategoryId) },
    {
      key: 'state',
      title: t('articles.columns.state'),
      render: (_, a) => (
        <Tag color={a.State === 'published' ? 'green' : 'default'}>{t(`articles.states.${a.State}`)}</Tag>
      ),
    },
    { key: 'updated', title: t('articles.columns.updated'), render: (_, a) => formatDateTime(a.UpdateAt) },
    { key: 'votes', title: t('articles.columns.votes'), render: (_, a) => `${a.Helpful} / ${a.NotHelpful}` },
    {
      key: 'actions',
      title: t('articles.columns.actions'),
      render: (_, a) => (
        <Space size="small">
          {(['up', 'down'] as const).map((direction) => (
            <Button
              key={direction}
              size="small"
              aria-label={`${t(direction)}: ${a.TitleEn || a.TitleZh}`}
              onClick={() =>
                moveArticle.mutate(
                  { id: a.Id, direction },
                  { onSuccess: () => toast.success(t('articles.moved')) },
                )
              }
            >
              {direction === 'up' ? '↑' : '↓'}
            </Button>
          ))}
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHead
        title={t('title')}
        intro={t('intro')}
        actions={
          <Space>
            <Button onClick={() => setDialog({ kind: 'category', editing: null })}>
              {t('categories.create')}
            </Button>
            <Button
              type="primary"
              disabled={categories.length === 0}
              onClick={() => setDialog({ kind: 'article' })}
            >
              {t('articles.create')}
            </Button>
          </Space>
        }
      />
      {docs.isError ? <Alert type="error" showIcon title={t('loadFailed')} /> : null}
      <h2>{t('categories.title')}</h2>
      <Table<OpsDocCategory>
        aria-label={t('categories.tableLabel')}
        rowKey="Id"
        columns={categoryColumns}
        loading={docs.isFetching}
        dataSource={categories}
        pagination={false}
        scroll={{ x: true }}
      />
      <h2 style={{ marginTop: 24 }}>{t('articles.title')}</h2>
      <Table<OpsDocArticleSummary>
        aria-label={t('articles.tableLabel')}
        rowKey="Id"
        columns={articleColumns}
        loading={docs.isFetching}
        dataSource={docs.data?.articles ?? []}
        pagination={false}
        scroll={{ x: true }}
      />
      {dialog?.kind === 'category' ? (
        <CategoryDialog categories={categories} editing={dialog.editing} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'article' ? (
        <NewArticleDialog categories={categories} onClose={() => setDialog(null)} />
      ) : null}
    </>
  );
}
