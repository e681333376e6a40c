import type { OpsUserSession } from '@gpucloud/contracts';
import { Button, Modal, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format';
import { useToast } from '../../shared/ui/toast';
import { useEndSession, useUserSessions } from './hooks';

/** The account's open sessions; support ends one after a confirmation. */
export function SessionsTab({ userId, mayEnd }: { userId: number; mayEnd: boolean }) {
  const { t } = useTranslation('opsUsers');
  const toast = useToast();
  const sessions = useUserSessions(userId);
  const end = useEndSession(userId);
  const [ending, setEnding] = useState<OpsUserSession | null>(null);

  const columns: TableColumnsType<OpsUserSession> = [
    { key: 'who', title: t('lists.subAccount'), render: (_, row) => row.SubAccountName ?? t('lists.main') },
    { key: 'ip', title: t('lists.ip'), dataIndex: 'Ip' },
    {
      key: 'device',
      title: t('lists.device'),
      // The device's name, with the whole user agent on hover for support's questions.
      render: (_, row) => <span title={row.UserAgent}>{row.Device}</span>,
    },
    { key: 'created', title: t('lists.time'), render: (_, row) => formatDateTime(row.CreateAt) },
    { key: 'seen', title: t('lists.lastSeen'), render: (_, row) => formatDateTime(row.LastSeenAt) },
    { key: 'expires', title: t('lists.expires'), render: (_, row) => formatDateTime(row.ExpiresAt) },
    ...(mayEnd
      ? [
          {
            key: 'actions',
            title: t('lists.actions'),
            render: (_: unknown, row: OpsUserSession) => (
              <Button size="small" danger onClick={() => setEnding(row)}>
                {t('lists.end')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <Table<OpsUserSession>
        aria-label={t('detail.tabs.sessions')}
        rowKey="Id"
        size="small"
        columns={columns}
        dataSource={sessions.data?.data ?? []}
        loading={sessions.isFetching}
        locale={{ emptyText: t('lists.empty') }}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
      {ending && (
        <Modal
          open
          title={t('sessions.endOneTitle')}
          okText={t('sessions.submit')}
          cancelText={t('cancel')}
          okButtonProps={{ danger: true, loading: end.isPending }}
          onCancel={() => setEnding(null)}
          onOk={() =>
            end.mutate(ending.Id, {
              onSuccess: () => {
                toast.success(t('sessions.done', { count: 1 }));
                setEnding(null);
              },
            })
          }
          destroyOnHidden
        >
          <p>{t('sessions.endOneBody', { ip: ending.Ip || '—' })}</p>
        </Modal>
      )}
    </>
  );
}
