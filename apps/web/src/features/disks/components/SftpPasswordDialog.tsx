import { Alert, Button, Form, Input, Modal, Space } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../shared/clipboard/CopyButton';
import styles from './Disks.module.css';

export type ShownPassword = { kind: 'first' | 'reveal' | 'reset'; username: string; password: string };

const TITLES = {
  first: 'passwordDialog.firstTitle',
  reveal: 'passwordDialog.revealTitle',
  reset: 'passwordDialog.resetTitle',
} as const;

/**
 * The SFTP username and password, each with a copy button. The password lives only in the page's
 * state while this shows: closing forgets it, and a click beside it does not close it.
 */
export function SftpPasswordDialog({ shown, onClose }: { shown: ShownPassword; onClose: () => void }) {
  const { t } = useTranslation('disks');
  const userField = useId();
  const passwordField = useId();
  const copyText = { copy: t('copy'), copied: t('copied') };
  const note =
    shown.kind === 'first'
      ? t('passwordDialog.firstNote')
      : shown.kind === 'reset'
        ? t('passwordDialog.resetNote')
        : null;

  return (
    <Modal
      open
      title={t(TITLES[shown.kind])}
      onCancel={onClose}
      maskClosable={false}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('passwordDialog.done')}
        </Button>
      }
      destroyOnHidden
    >
      {note && <Alert type="warning" showIcon title={note} className={styles.alert} />}
      <Form layout="vertical" component="div">
        <Form.Item label={t('files.username')} htmlFor={userField}>
          <Space.Compact block>
            <Input id={userField} readOnly value={shown.username} className={styles.mono} />
            <CopyButton
              value={shown.username}
              label={t('files.copyUsername')}
              copiedLabel={t('files.copiedUsername')}
              text={copyText}
            />
          </Space.Compact>
        </Form.Item>
        <Form.Item label={t('files.password')} htmlFor={passwordField}>
          <Space.Compact block>
            <Input
              id={passwordField}
              readOnly
              value={shown.password}
              autoComplete="off"
              spellCheck={false}
              className={styles.mono}
            />
            <CopyButton
              value={shown.password}
              label={t('passwordDialog.copyPassword')}
              copiedLabel={t('passwordDialog.copiedPassword')}
              text={copyText}
            />
          </Space.Compact>
        </Form.Item>
      </Form>
    </Modal>
  );
}
