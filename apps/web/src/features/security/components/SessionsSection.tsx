import { DesktopOutlined } from '@ant-design/icons';
import type { LoginSessionRow } from '@gpucloud/contracts';
import { Button, Modal, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import { useToast } from '../../../shared/ui/toast';
import { useEndLoginSessions, useLoginSessions } from '../hooks';
import { LoadFailed } from './LoadFailed';
import { SecurityCard } from './SecurityCard';

/** What is about to end: one session, or every one but this. */
type Ending = { session: LoginSessionRow } | { others: number };

/**
 * Where this account is signed in (issue 46): device, address, when it signed in and was last
 * seen, this session marked; end one after a confirmation, or every other one at once.
 */
export function SessionsSection() {
  const { t } = useTranslation('security');
  const sessions = useLoginSessions();
  const [ending, setEnding] = useState<Ending | null>(null);
  const others = (sessions.data ?? []).filter((row) => !row.Current).length;

  const columns: TableColumnsType<LoginSessionRow> = [
    {
      title: t('sessions.device'),
      dataIndex: 'Device',
      key: 'device',
      onCell: () => ({ role: 'rowheader' }),
      render: (device: string, row) => (
        <>
          {device}
          {row.Current && (
            <Tag color="green" style={{ marginInlineStart: 8 }}>
              {t('sessions.current')}
            </Tag>
          )}
        </>
      ),
    },
    { title: t('sessions.address'), dataIndex: 'Ip', key: 'ip' },
    { title: t('sessions.signedIn'), dataIndex: 'CreateAt', key: 'createAt', render: formatDateTime },
    { title: t('sessions.lastSeen'), dataIndex: 'LastSeenAt', key: 'lastSeenAt', render: formatDateTime },
    {
      title: t('sessions.actions'),
      key: 'actions',
      align: 'right',
      render: (_value, row) =>
        row.Current ? null : (
          <Button
            size="small"
            danger
            aria-label={t('sessions.endNamed', { device: row.Device, ip: row.Ip })}
            onClick={() => setEnding({ session: row })}
          >
            {t('sessions.end')}
          </Button>
        ),
    },
  ];

  return (
    <SecurityCard
      id="sessions"
      icon={<DesktopOutlined />}
      title={t('sessions.title')}
      description={t('sessions.description')}
      action={
        <Button danger disabled={others === 0} onClick={() => setEnding({ others })}>
          {t('sessions.endOthers')}
        </Button>
      }
    >
      {sessions.isError ? (
        <LoadFailed onRetry={() => void sessions.refetch()} />
      ) : (
        <Table<LoginSessionRow>
          aria-label={t('sessions.listLabel')}
          size="small"
          rowKey="Id"
          loading={sessions.isPending}
          columns={columns}
          dataSource={sessions.data ?? []}
          pagination={false}
          scroll={{ x: 'max-content' }}
        />
      )}
      {ending && <EndDialog ending={ending} onClose={() => setEnding(null)} />}
    </SecurityCard>
  );
}

function EndDialog({ ending, onClose }: { ending: Ending; onClose: () => void }) {
  const { t } = useTranslation('security');
  const toast = useToast();
  const end = useEndLoginSessions();
  const one = 'session' in ending ? ending.session : null;
  const confirm = () =>
    end.mutate(one?.Id ?? null, {
      onSuccess: ({ Ended }) => {
        toast.success(one ? t('sessions.ended') : t('sessions.endedOthers', { count: Ended }));
        onClose();
      },
    });
  return (
    <Modal
      open
      title={one ? t('sessions.endTitle', { device: one.Device }) : t('sessions.endOthersTitle')}
      okText={one ? t('sessions.end') : t('sessions.endOthers')}
      okButtonProps={{ danger: true, loading: end.isPending }}
      cancelText={t('cancel')}
      onOk={confirm}
      onCancel={onClose}
      destroyOnHidden
    >
      {one
        ? t('sessions.endText', { device: one.Device, ip: one.Ip })
        : t('sessions.endOthersText', { count: 'others' in ending ? ending.others : 0 })}
    </Modal>
  );
}
