import { Alert, Button, Form, Input, Modal, Space } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../shared/clipboard/CopyButton';
import { formatDateTime } from '../../../shared/format';
import styles from './OpenApi.module.css';

/** A secret just made by create or rotate, held by the page only while this dialog shows. */
export interface RevealedSecret {
  accessKeyId: string;
  secret: string;
  /** After a rotation with a grace period: until when the replaced secret still works. */
  oldSecretUntil: string | null;
}

/**
 * Shows a new secret once, with its key id, each with a copy button. A click beside it does not
 * close it (the secret would be lost); closing forgets the secret.
 */
export function SecretDialog({ revealed, onClose }: { revealed: RevealedSecret; onClose: () => void }) {
  const { t } = useTranslation('openApi');
  const idField = useId();
  const secretField = useId();
  const copyText = { copy: t('secretDialog.copy'), copied: t('secretDialog.copied') };

  return (
    <Modal
      open
      title={t('secretDialog.title')}
      onCancel={onClose}
      maskClosable={false}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('secretDialog.close')}
        </Button>
      }
      destroyOnHidden
    >
      <Alert type="warning" showIcon title={t('secretDialog.warning')} className={styles.section} />
      <Form layout="vertical" component="div">
        <Form.Item label={t('secretDialog.id')} htmlFor={idField}>
          <Space.Compact block>
            <Input id={idField} readOnly value={revealed.accessKeyId} className={styles.secretField} />
            <CopyButton
              value={revealed.accessKeyId}
              label={t('secretDialog.copyId')}
              copiedLabel={t('secretDialog.copiedId')}
              text={copyText}
            />
          </Space.Compact>
        </Form.Item>
        <Form.Item label={t('secretDialog.secret')} htmlFor={secretField}>
          <Space.Compact block>
            <Input
              id={secretField}
              readOnly
              value={revealed.secret}
              autoComplete="off"
              spellCheck={false}
              className={styles.secretField}
            />
            <CopyButton
              value={revealed.secret}
              label={t('secretDialog.copySecret')}
              copiedLabel={t('secretDialog.copiedSecret')}
              text={copyText}
            />
          </Space.Compact>
        </Form.Item>
      </Form>
      {revealed.oldSecretUntil && (
        <p className={styles.note}>
          {t('secretDialog.oldSecretUntil', { time: formatDateTime(revealed.oldSecretUntil) })}
        </p>
      )}
    </Modal>
  );
}
