import { BellOutlined } from '@ant-design/icons';
import { NOTICE_CHANNELS, type NoticeSettings } from '@gpucloud/contracts';
import { Button, Space, Switch, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../shared/ui/toast';
import { useChangeNoticeSetting } from '../hooks';
import { type NoticeRow, noticeRows, sameSettings, withSwitch } from '../noticeSettings';
import { SecurityCard } from './SecurityCard';

/** Events × channels as switches; changes stay here until Save sends the whole object. */
export function NoticeSettingsSection({ saved, hasEmail }: { saved: NoticeSettings; hasEmail: boolean }) {
  const { t } = useTranslation('security');
  const toast = useToast();
  const change = useChangeNoticeSetting();
  const [draft, setDraft] = useState<NoticeSettings | null>(null);
  const shown = draft ?? saved;
  const dirty = draft !== null && !sameSettings(draft, saved);

  const save = () => {
    if (draft === null) return;
    change.mutate(
      { settings: draft },
      {
        onSuccess: () => {
          setDraft(null);
          toast.success(t('notices.saved'));
        },
      },
    );
  };

  const columns: TableColumnsType<NoticeRow> = [
    {
      title: t('notices.event'),
      dataIndex: 'event',
      key: 'event',
      render: (event: NoticeRow['event']) => t(`notices.events.${event}`),
      onCell: () => ({ role: 'rowheader' }),
    },
    ...NOTICE_CHANNELS.map((channel) => ({
      title: t(`notices.channels.${channel}`),
      key: channel,
      align: 'center' as const,
      onHeaderCell: () => ({ style: { whiteSpace: 'nowrap' as const } }),
      render: (_value: unknown, row: NoticeRow) => (
        <Switch
          size="small"
          checked={row[channel]}
          // The server refuses email notices until an address is proven; one already on can be turned off.
          disabled={channel === 'email' && !hasEmail && !row.email}
          aria-label={t('notices.switchLabel', {
            channel: t(`notices.channels.${channel}`),
            event: t(`notices.events.${row.event}`),
          })}
          onChange={(on) => setDraft(withSwitch(shown, row.event, channel, on))}
        />
      ),
    })),
  ];

  return (
    <SecurityCard
      id="notices"
      icon={<BellOutlined />}
      title={t('notices.title')}
      description={t('notices.description')}
    >
      <Table<NoticeRow>
        aria-label={t('notices.tableLabel')}
        size="small"
        rowKey="event"
        columns={columns}
        dataSource={noticeRows(shown)}
        pagination={false}
      />
      {!hasEmail && (
        <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>
          {t('notices.noEmail')}
        </Typography.Paragraph>
      )}
      <Space wrap style={{ marginTop: 12 }}>
        <Button type="primary" disabled={!dirty} loading={change.isPending} onClick={save}>
          {t('notices.save')}
        </Button>
        <Button disabled={!dirty || change.isPending} onClick={() => setDraft(null)}>
          {t('notices.undo')}
        </Button>
        {dirty && <Typography.Text type="warning">{t('notices.unsaved')}</Typography.Text>}
      </Space>
    </SecurityCard>
  );
}
