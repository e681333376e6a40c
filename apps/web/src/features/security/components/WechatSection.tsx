import { WechatOutlined } from '@ant-design/icons';
import type { WechatAccount } from '@gpucloud/contracts';
import { Button, Modal, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import { useToast } from '../../../shared/ui/toast';
import { useUnbindWechat, useWechatAccounts } from '../hooks';
import { BindWechatDialog } from '../wechat/BindWechatDialog';
import { LoadFailed } from './LoadFailed';
import { SecurityCard } from './SecurityCard';

/** The WeChat accounts that log in to this account: bind one by QR, unbind after a confirmation. */
export function WechatSection() {
  const { t } = useTranslation('security');
  const accounts = useWechatAccounts(true);
  const [binding, setBinding] = useState(false);
  const [unbinding, setUnbinding] = useState<WechatAccount | null>(null);

  const columns: TableColumnsType<WechatAccount> = [
    { title: t('wechat.nickname'), dataIndex: 'Nickname', key: 'nickname' },
    { title: t('wechat.boundAt'), dataIndex: 'BoundAt', key: 'boundAt', render: formatDateTime },
    {
      title: t('wechat.actions'),
      key: 'actions',
      align: 'right',
      render: (_value, account) => (
        <Button
          size="small"
          danger
          aria-label={t('wechat.unbindNamed', { name: account.Nickname })}
          onClick={() => setUnbinding(account)}
        >
          {t('wechat.unbind')}
        </Button>
      ),
    },
  ];

  return (
    <SecurityCard
      id="wechat"
      icon={<WechatOutlined />}
      title={t('wechat.title')}
      description={t('wechat.description')}
      action={
        <Button type="primary" onClick={() => setBinding(true)}>
          {t('wechat.bind')}
        </Button>
      }
    >
      {accounts.isError ? (
        <LoadFailed onRetry={() => void accounts.refetch()} />
      ) : (
        <Table<WechatAccount>
          aria-label={t('wechat.listLabel')}
          size="small"
          rowKey="OpenId"
          loading={accounts.isPending}
          columns={columns}
          dataSource={accounts.data ?? []}
          pagination={false}
          locale={{ emptyText: t('wechat.empty') }}
        />
      )}
      {binding && <BindWechatDialog onClose={() => setBinding(false)} />}
      {unbinding && <UnbindDialog account={unbinding} onClose={() => setUnbinding(null)} />}
    </SecurityCard>
  );
}

function UnbindDialog({ account, onClose }: { account: WechatAccount; onClose: () => void }) {
  const { t } = useTranslation('security');
  const toast = useToast();
  const unbind = useUnbindWechat();
  const confirm = () =>
    unbind.mutate(account.OpenId, {
      onSuccess: () => {
        toast.success(t('wechat.unbound', { name: account.Nickname }));
        onClose();
      },
    });
  return (
    <Modal
      open
      title={t('wechat.unbindTitle', { name: account.Nickname })}
      okText={t('wechat.unbind')}
      okButtonProps={{ danger: true, loading: unbind.isPending }}
      cancelText={t('cancel')}
      onOk={confirm}
      onCancel={onClose}
      destroyOnHidden
    >
      {t('wechat.unbindText')}
    </Modal>
  );
}
