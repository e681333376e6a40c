import type { StaffListEntry } from '@gpucloud/contracts';
import { Button, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format';
import { useOpsMe } from '../hooks';
import { PageHead } from '../layout/PageHead';
import { ConfirmStaffDialog, type StaffConfirmation } from './ConfirmStaffDialog';
import { CreateStaffDialog } from './CreateStaffDialog';
import { useStaffList } from './hooks';
import { SetRoleDialog } from './SetRoleDialog';
import { StaffRowActions } from './StaffRowActions';

type Dialog =
  | { kind: 'create' }
  | { kind: 'role'; member: StaffListEntry }
  | { kind: StaffConfirmation; member: StaffListEntry };

/** /ops/staff (admin): the members, and adding one, changing a role, disabling, resetting two-step. */
export function StaffPage() {
  const { t } = useTranslation('ops');
  const list = useStaffList();
  const me = useOpsMe();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);

  const columns: TableColumnsType<StaffListEntry> = [
    {
      key: 'name',
      title: t('staff.columns.name'),
      render: (_, member) => (member.Id === me.data?.Id ? `${member.Name} (${t('staff.you')})` : member.Name),
    },
    { key: 'phone', title: t('staff.columns.phone'), dataIndex: 'Phone' },
    {
      key: 'role',
      title: t('staff.columns.role'),
      render: (_, member) => <Tag>{t(`roles.${member.Role}`)}</Tag>,
    },
    {
      key: 'totp',
      title: t('staff.columns.totp'),
      render: (_, member) => (member.TotpEnabled ? t('staff.totpOn') : t('staff.totpOff')),
    },
    {
      key: 'status',
      title: t('staff.columns.status'),
      render: (_, member) =>
        member.Disabled ? (
          <Tag color="red">{t('staff.disabled')}</Tag>
        ) : (
          <Tag color="green">{t('staff.active')}</Tag>
        ),
    },
    {
      key: 'created',
      title: t('staff.columns.created'),
      render: (_, member) => formatDateTime(member.CreateAt),
    },
    {
      key: 'actions',
      title: t('staff.columns.actions'),
      render: (_, member) =>
        // The server refuses these on one's own account and on a disabled one: they are not offered.
        member.Id === me.data?.Id || member.Disabled ? null : (
          <StaffRowActions member={member} onChoose={(kind) => setDialog({ kind, member })} />
        ),
    },
  ];

  return (
    <>
      <PageHead
        title={t('staff.title')}
        intro={t('staff.intro')}
        actions={
          <Button type="primary" onClick={() => setDialog({ kind: 'create' })}>
            {t('staff.add')}
          </Button>
        }
      />
      <Table<StaffListEntry>
        aria-label={t('staff.tableLabel')}
        rowKey="Id"
        size="middle"
        columns={columns}
        dataSource={list.data ?? []}
        loading={list.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
      {dialog?.kind === 'create' && <CreateStaffDialog onClose={close} />}
      {dialog?.kind === 'role' && <SetRoleDialog member={dialog.member} onClose={close} />}
      {(dialog?.kind === 'disable' || dialog?.kind === 'resetTotp') && (
        <ConfirmStaffDialog action={dialog.kind} member={dialog.member} onClose={close} />
      )}
    </>
  );
}
