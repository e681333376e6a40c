import { Button, Modal, Space, Spin, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CopyField } from '../components/CopyField';
import { useAccess, useSetSshPasswordLogin } from '../hooks';
import { keyCommandOf } from '../sshCommand';
import type { DialogProps } from './types';

/**
 * SSH and VNC details of a running instance, each with a copy button; the `ssh -i` form of the
 * command when the account holds SSH keys, and password login at the gateway on or off.
 */
export function AccessDialog({ row, onClose }: DialogProps) {
  const { t } = useTranslation('instances');
  const access = useAccess(row.InstanceId);
  const setPasswordLogin = useSetSshPasswordLogin(row.InstanceId);
  const data = access.data;
  return (
    <Modal
      open
      title={t('access.title', { name: row.Name })}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('common.close')}</Button>}
      width={640}
    >
      {data ? (
        <>
          <dl style={{ margin: 0 }}>
            <CopyField label={t('access.command')} value={data.SshCommand} />
            {data.SshKeyCount > 0 && (
              <CopyField label={t('access.keyCommand')} value={keyCommandOf(data.SshCommand)} />
            )}
            <CopyField label={t('access.host')} value={data.SshHost} />
            <CopyField label={t('access.port')} value={String(data.SshPort)} />
            <CopyField label={t('access.username')} value={data.Username} />
            <CopyField label={t('access.password')} value={data.Password} />
          </dl>
          <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
            {data.SshKeyCount > 0
              ? t('access.keysHint', { count: data.SshKeyCount })
              : t('access.noKeysHint')}{' '}
            <Link to="/console/sshKeys">{t('access.manageKeys')}</Link>
          </Typography.Paragraph>
          <Space align="start">
            <Switch
              id="ssh-password-login"
              checked={data.PasswordLogin}
              loading={setPasswordLogin.isPending}
              onChange={(enabled) => setPasswordLogin.mutate(enabled)}
            />
            <label htmlFor="ssh-password-login">
              <strong>{t('access.passwordLogin')}</strong>
              <br />
              <Typography.Text type="secondary">
                {data.PasswordLogin ? t('access.passwordLoginOn') : t('access.passwordLoginOff')}
              </Typography.Text>
            </label>
          </Space>
          {data.VncUrl && (
            <p style={{ marginTop: 12 }}>
              <a href={data.VncUrl} target="_blank" rel="noopener noreferrer">
                {t('access.vnc')}
              </a>
            </p>
          )}
        </>
      ) : (
        <Spin aria-label={t('common.loading')} />
      )}
    </Modal>
  );
}
