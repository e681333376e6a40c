import { Descriptions } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../shared/clipboard/CopyButton';
import type { SftpInfo } from '../hooks';
import { parseSftpAddress, sftpCommand } from '../storageRules';
import styles from './Disks.module.css';

/** A value in monospace with its copy button. */
function Copyable({ value, label, copiedLabel }: { value: string; label: string; copiedLabel: string }) {
  return (
    <span className={styles.copyable}>
      <code className={styles.mono}>{value}</code>
      <CopyButton value={value} label={label} copiedLabel={copiedLabel} />
    </span>
  );
}

/** How to reach the SFTP share: host, port, username (each copyable), the password's controls, a command. */
export function SftpAccess({ info, password }: { info: SftpInfo; password: ReactNode }) {
  const { t } = useTranslation('disks');
  const address = parseSftpAddress(info.Address);
  const copy = (value: string, what: 'Host' | 'Port' | 'Username' | 'Command') => (
    <Copyable value={value} label={t(`files.copy${what}`)} copiedLabel={t(`files.copied${what}`)} />
  );
  const items = [
    ...(address
      ? [
          { key: 'host', label: t('files.host'), children: copy(address.host, 'Host') },
          { key: 'port', label: t('files.port'), children: copy(String(address.port), 'Port') },
        ]
      : [{ key: 'host', label: t('files.host'), children: info.Address }]),
    { key: 'username', label: t('files.username'), children: copy(info.Username, 'Username') },
    { key: 'password', label: t('files.password'), children: password },
    ...(address
      ? [
          {
            key: 'command',
            label: t('files.command'),
            span: 2,
            children: copy(sftpCommand(address.host, address.port, info.Username), 'Command'),
          },
        ]
      : []),
  ];
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, sm: 2, lg: 3 }}
      aria-label={t('files.account')}
      className={styles.spaced}
      items={items}
    />
  );
}
