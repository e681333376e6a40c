import { PlusOutlined } from '@ant-design/icons';
import { SSH_KEY_LIMITS, type SshKeyRow } from '@gpucloud/contracts';
import { Alert, Button, Modal, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../shared/ui/PageTitle';
import { useToast } from '../../../shared/ui/toast';
import { AddKeyDialog } from '../components/AddKeyDialog';
import { EmptyKeys } from '../components/EmptyKeys';
import { SshKeysTable } from '../components/SshKeysTable';
import { useDeleteSshKey, useSshKeys } from '../hooks';
import '../i18n';

/**
 * /console/sshKeys (issue 40): the caller's SSH public keys (a sub-account's own), adding one in a
 * dialog and deleting one after a confirmation. Without keys, how to make one.
 */
export function SshKeysPage() {
  const { t: tShell } = useTranslation();
  const { t } = useTranslation('sshKeys');
  const toast = useToast();
  const keys = useSshKeys();
  const remove = useDeleteSshKey();
  const [modal, holder] = Modal.useModal();
  const [adding, setAdding] = useState(false);

  const count = keys.data?.list.length ?? 0;
  const max = keys.data?.max ?? SSH_KEY_LIMITS.perAccount;
  const full = count >= max;

  const confirmDelete = (row: SshKeyRow) =>
    void modal.confirm({
      title: t('deleteDialog.title', { name: row.Name }),
      content: t('deleteDialog.body', { fingerprint: row.Fingerprint }),
      okText: t('deleteDialog.confirm'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: () =>
        remove
          .mutateAsync(row.KeyId)
          .then(() => toast.success(t('deleteDialog.done', { name: row.Name })))
          .catch(() => undefined),
    });

  const body = () => {
    if (keys.isError)
      return (
        <Alert
          type="warning"
          showIcon
          title={t('table.loadFailed')}
          description={keys.error.message}
          action={<Button onClick={() => void keys.refetch()}>{t('retry')}</Button>}
        />
      );
    if (!keys.data) return <Spin aria-label={t('table.label')} />;
    if (keys.data.list.length === 0) return <EmptyKeys />;
    return <SshKeysTable rows={keys.data.list} loading={keys.isFetching} onDelete={confirmDelete} />;
  };

  return (
    <>
      <PageTitle title={tShell('shell.pages.sshKeys')}>{t('intro')}</PageTitle>
      {holder}
      <Space style={{ marginBottom: 16 }} wrap>
        <Button
          type="primary"
          icon={<PlusOutlined aria-hidden />}
          disabled={!keys.data || full}
          onClick={() => setAdding(true)}
        >
          {t('toolbar.add')}
        </Button>
        {keys.data && (
          <Typography.Text type="secondary">
            {full ? t('toolbar.full', { max }) : t('toolbar.count', { count, max })}
          </Typography.Text>
        )}
      </Space>
      {body()}
      {adding && <AddKeyDialog onClose={() => setAdding(false)} />}
    </>
  );
}
