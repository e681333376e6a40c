import type { CannedReply } from '@gpucloud/contracts';
import { Alert, Button, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../shared/format';
import { PageHead } from '../layout/PageHead';
import { CannedReplyDialog } from './CannedReplyDialog';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { cannedContent, cannedMissing, cannedTitle } from './cannedTexts';
import { useCannedReplies, useDeleteCannedReply } from './hooks';
import './i18n';
import { DESK_PATH } from './paths';
import styles from './WorkOrders.module.css';

type Dialog = { kind: 'create' } | { kind: 'edit' | 'delete'; reply: CannedReply };

/** /ops/work-orders/canned-replies (support): the texts the reply box can insert. */
export function CannedRepliesPage() {
  const { t, i18n } = useTranslation('opsWorkOrders');
  const { t: tOps } = useTranslation('ops');
  const titleOf = (reply: CannedReply) => cannedTitle(reply, i18n.language);
  const replies = useCannedReplies();
  const remove = useDeleteCannedReply();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);

  const columns: TableColumnsType<CannedReply> = [
    { key: 'title', title: t('canned.columns.title'), render: (_, reply) => titleOf(reply) },
    {
      key: 'content',
      title: t('canned.columns.content'),
      render: (_, reply) => <div className={styles.clamp}>{cannedContent(reply, i18n.language)}</div>,
    },
    {
      key: 'languages',
      title: t('canned.languagesColumn'),
      render: (_, reply) => {
        const missing = cannedMissing(reply);
        if (missing.length === 0) return t('canned.bothLanguages');
        return missing.map((language) => (
          <Tag key={language} color="warning">
            {t('canned.missingIn', { language: tOps(`bilingual.languages.${language}`) })}
          </Tag>
        ));
      },
    },
    {
      key: 'updated',
      title: t('canned.columns.updated'),
      render: (_, reply) => formatDateTime(reply.updated_at),
    },
    {
      key: 'actions',
      title: t('canned.columns.actions'),
      render: (_, reply) => (
        <Space size={0}>
          <Button
            type="link"
            aria-label={t('editOf', { name: titleOf(reply) })}
            onClick={() => setDialog({ kind: 'edit', reply })}
          >
            {t('edit')}
          </Button>
          <Button
            type="link"
            danger
            aria-label={t('deleteOf', { name: titleOf(reply) })}
            onClick={() => setDialog({ kind: 'delete', reply })}
          >
            {t('delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <Link to={DESK_PATH}>{t('ticket.back')}</Link>
      <PageHead
        title={t('canned.title')}
        intro={t('canned.intro')}
        actions={
          <Button type="primary" onClick={() => setDialog({ kind: 'create' })}>
            {t('canned.add')}
          </Button>
        }
      />
      {replies.isError ? <Alert type="error" showIcon title={t('loadFailed')} /> : null}
      <Table<CannedReply>
        aria-label={t('canned.tableLabel')}
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={replies.data ?? []}
        loading={replies.isFetching}
        locale={{ emptyText: t('canned.empty') }}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
      {dialog?.kind === 'create' && <CannedReplyDialog onClose={close} />}
      {dialog?.kind === 'edit' && <CannedReplyDialog reply={dialog.reply} onClose={close} />}
      {dialog?.kind === 'delete' && (
        <ConfirmDeleteDialog
          title={t('canned.deleteDialog.title', { title: titleOf(dialog.reply) })}
          body={t('canned.deleteDialog.body')}
          done={t('canned.deleteDialog.done', { title: titleOf(dialog.reply) })}
          pending={remove.isPending}
          onDelete={() => remove.mutateAsync(dialog.reply.id)}
          onClose={close}
        />
      )}
    </>
  );
}
