import { KeyOutlined } from '@ant-design/icons';
import type { PasskeyRow } from '@gpucloud/contracts';
import { Button, Modal, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import { isCeremonyCancelled, passkeysSupported } from '../../../shared/passkeys/support';
import '../../../shared/passkeys/i18n';
import { useToast } from '../../../shared/ui/toast';
import { useAddPasskey, usePasskeys, useRemovePasskey, useRenamePasskey } from '../hooks';
import { LoadFailed } from './LoadFailed';
import { PasskeyNameDialog } from './PasskeyNameDialog';
import { SecurityCard } from './SecurityCard';

/** The caller's passkeys (every account its own, sub-accounts too): add with a name, rename, remove. */
export function PasskeysSection() {
  const { t } = useTranslation('passkeys');
  const passkeys = usePasskeys();
  const supported = passkeysSupported();
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<PasskeyRow | null>(null);
  const [removing, setRemoving] = useState<PasskeyRow | null>(null);

  const columns: TableColumnsType<PasskeyRow> = [
    { title: t('name'), dataIndex: 'Name', key: 'name' },
    { title: t('created'), dataIndex: 'CreateAt', key: 'created', render: formatDateTime },
    {
      title: t('lastUsed'),
      dataIndex: 'LastUsedAt',
      key: 'lastUsed',
      render: (value: string | null) => (value ? formatDateTime(value) : t('never')),
    },
    {
      title: t('actions'),
      key: 'actions',
      align: 'right',
      render: (_value, passkey) => (
        <Space>
          <Button
            size="small"
            aria-label={t('renameNamed', { name: passkey.Name })}
            onClick={() => setRenaming(passkey)}
          >
            {t('rename')}
          </Button>
          <Button
            size="small"
            danger
            aria-label={t('removeNamed', { name: passkey.Name })}
            onClick={() => setRemoving(passkey)}
          >
            {t('remove')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <SecurityCard
      id="passkeys"
      icon={<KeyOutlined />}
      title={t('title')}
      description={supported ? t('description') : `${t('description')} ${t('unsupported')}`}
      action={
        supported && (
          <Button type="primary" onClick={() => setAdding(true)}>
            {t('add')}
          </Button>
        )
      }
    >
      {passkeys.isError ? (
        <LoadFailed onRetry={() => void passkeys.refetch()} />
      ) : (
        <Table<PasskeyRow>
          aria-label={t('listLabel')}
          size="small"
          rowKey="PasskeyId"
          loading={passkeys.isPending}
          columns={columns}
          dataSource={passkeys.data?.list ?? []}
          pagination={false}
          locale={{ emptyText: t('empty') }}
        />
      )}
      {adding && <AddPasskeyDialog onClose={() => setAdding(false)} />}
      {renaming && <RenamePasskeyDialog passkey={renaming} onClose={() => setRenaming(null)} />}
      {removing && <RemovePasskeyDialog passkey={removing} onClose={() => setRemoving(null)} />}
    </SecurityCard>
  );
}

function AddPasskeyDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('passkeys');
  const toast = useToast();
  const add = useAddPasskey();
  const error = add.error ? (isCeremonyCancelled(add.error) ? t('cancelled') : add.error.message) : null;
  return (
    <PasskeyNameDialog
      formId="passkey-add"
      title={t('addDialog.title')}
      okText={t('addDialog.submit')}
      intro={t('addDialog.intro')}
      initialName=""
      pending={add.isPending}
      error={error}
      onEdit={() => add.reset()}
      onClose={onClose}
      onSubmit={(name) =>
        add.mutate(name, {
          onSuccess: (answer) => {
            toast.success(t('addDialog.done', { name: answer.passkey.Name }));
            onClose();
          },
        })
      }
    />
  );
}

function RenamePasskeyDialog({ passkey, onClose }: { passkey: PasskeyRow; onClose: () => void }) {
  const { t } = useTranslation('passkeys');
  const toast = useToast();
  const rename = useRenamePasskey();
  return (
    <PasskeyNameDialog
      formId="passkey-rename"
      title={t('renameDialog.title')}
      okText={t('renameDialog.submit')}
      initialName={passkey.Name}
      pending={rename.isPending}
      error={rename.error?.message ?? null}
      onEdit={() => rename.reset()}
      onClose={onClose}
      onSubmit={(name) =>
        rename.mutate(
          { passkey_id: passkey.PasskeyId, name },
          {
            onSuccess: (answer) => {
              toast.success(t('renameDialog.done', { name: answer.passkey.Name }));
              onClose();
            },
          },
        )
      }
    />
  );
}

function RemovePasskeyDialog({ passkey, onClose }: { passkey: PasskeyRow; onClose: () => void }) {
  const { t } = useTranslation('passkeys');
  const toast = useToast();
  const remove = useRemovePasskey();
  const confirm = () =>
    remove.mutate(passkey.PasskeyId, {
      onSuccess: () => {
        toast.success(t('removeDialog.done', { name: passkey.Name }));
        onClose();
      },
    });
  return (
    <Modal
      open
      title={t('removeDialog.title', { name: passkey.Name })}
      okText={t('remove')}
      okButtonProps={{ danger: true, loading: remove.isPending }}
      cancelText={t('cancel')}
      onOk={confirm}
      onCancel={onClose}
      destroyOnHidden
    >
      {t('removeDialog.text')}
    </Modal>
  );
}
