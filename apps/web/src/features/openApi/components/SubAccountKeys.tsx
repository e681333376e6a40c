import type { SubAccountKeyRow } from '@gpucloud/contracts';
import { Alert, Button, Empty, Modal, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import { useToast } from '../../../shared/ui/toast';
import { useSetSubAccountKeyEnabled, useSubAccountKeys } from '../hooks';
import { stateText } from '../keyState';
import styles from './OpenApi.module.css';

const STATE_COLORS = { active: 'green', disabled: 'default', expired: 'red' } as const;

/**
 * A main account's sub-accounts' keys (never a secret): who holds each, its state, when it was made
 * and last used; the main account pays for them, so it may switch one off (after a confirmation)
 * or on again.
 */
export function SubAccountKeys() {
  const { t } = useTranslation('openApi');
  const toast = useToast();
  const [modal, holder] = Modal.useModal();
  const keys = useSubAccountKeys(true);
  const setEnabled = useSetSubAccountKeyEnabled();

  const enable = (row: SubAccountKeyRow) =>
    setEnabled.mutate(
      { access_key_id: row.AccessKeyId, enabled: true },
      { onSuccess: () => toast.success(t('actions.enabled', { name: row.Name })) },
    );
  const disable = (row: SubAccountKeyRow) =>
    void modal.confirm({
      title: t('subAccountKeys.disableTitle', { name: row.Name, subAccount: row.SubAccountName }),
      content: t('disableDialog.body', { id: row.AccessKeyId }),
      okText: t('disableDialog.confirm'),
      cancelText: t('cancel'),
      onOk: () =>
        setEnabled
          .mutateAsync({ access_key_id: row.AccessKeyId, enabled: false })
          .then(() => toast.success(t('disableDialog.done', { name: row.Name })))
          .catch(() => undefined),
    });

  const columns: TableColumnsType<SubAccountKeyRow> = [
    { key: 'name', title: t('table.columns.name'), dataIndex: 'Name', rowScope: 'row' },
    { key: 'subAccount', title: t('subAccountKeys.subAccount'), dataIndex: 'SubAccountName' },
    { key: 'id', title: t('table.columns.id'), render: (_, row) => <code>{row.AccessKeyId}</code> },
    {
      key: 'state',
      title: t('table.columns.state'),
      render: (_, row) => (
        <Tag color={STATE_COLORS[row.State]}>{t(`states.${stateText(row, 'mainAccount')}`)}</Tag>
      ),
    },
    { key: 'created', title: t('table.columns.created'), render: (_, row) => formatDateTime(row.CreateAt) },
    {
      key: 'lastUsed',
      title: t('table.columns.lastUsed'),
      render: (_, row) => (row.LastUsedAt ? formatDateTime(row.LastUsedAt) : t('none')),
    },
    {
      key: 'actions',
      title: t('table.columns.actions'),
      render: (_, row) =>
        row.State === 'disabled' ? (
          <Button
            size="small"
            onClick={() => enable(row)}
            aria-label={t('subAccountKeys.enable', { name: row.Name })}
          >
            {t('actions.enable')}
          </Button>
        ) : (
          <Button
            size="small"
            danger
            onClick={() => disable(row)}
            aria-label={t('subAccountKeys.disable', { name: row.Name })}
          >
            {t('actions.disable')}
          </Button>
        ),
    },
  ];

  return (
    <section aria-labelledby="sub-account-keys" className={styles.subAccountKeys}>
      {holder}
      {/* A section of the page, titled like the page's other section (SigningNote). */}
      <h2 id="sub-account-keys" className={styles.sectionTitle}>
        {t('subAccountKeys.title')}
      </h2>
      <Typography.Paragraph type="secondary">{t('subAccountKeys.intro')}</Typography.Paragraph>
      {keys.isError ? (
        <Alert
          type="warning"
          showIcon
          title={t('subAccountKeys.loadFailed')}
          description={keys.error.message}
          action={<Button onClick={() => void keys.refetch()}>{t('retry')}</Button>}
        />
      ) : (
        <Table<SubAccountKeyRow>
          aria-label={t('subAccountKeys.tableLabel')}
          rowKey="AccessKeyId"
          size="middle"
          columns={columns}
          dataSource={keys.data?.list}
          loading={keys.isPending}
          pagination={false}
          locale={{ emptyText: <Empty description={t('subAccountKeys.empty')} /> }}
          scroll={{ x: 800 }}
        />
      )}
    </section>
  );
}
