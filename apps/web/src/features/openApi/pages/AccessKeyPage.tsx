import { PlusOutlined } from '@ant-design/icons';
import { ACCESS_KEY_LIMITS, type AccessKeyRow } from '@gpucloud/contracts';
import { Alert, Button, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSubAccount, useUserInfo } from '../../../shared/queries/account';
import { PageTitle } from '../../../shared/ui/PageTitle';
import { CreateKeyDialog } from '../components/CreateKeyDialog';
import type { KeyAction } from '../components/KeyActions';
import { KeysTable } from '../components/KeysTable';
import styles from '../components/OpenApi.module.css';
import { RotateDialog } from '../components/RotateDialog';
import { type RevealedSecret, SecretDialog } from '../components/SecretDialog';
import { SigningNote } from '../components/SigningNote';
import { SubAccountKeys } from '../components/SubAccountKeys';
import { useKeyConfirms } from '../components/useKeyConfirms';
import { type KeyWithSecret, useAccessKeys } from '../hooks';
import { atKeyLimit, oldSecretValidUntil } from '../keyState';
import '../i18n';

/**
 * /console/openapi/accessKey (issue 16): the caller's open-API access keys (a sub-account's own),
 * how requests are signed, and making, switching off, rotating and deleting keys. A new secret is
 * shown once, in its own dialog, and forgotten when that closes. A main account also sees its
 * sub-accounts' keys (never their secrets) and may switch one off.
 */
export function AccessKeyPage() {
  const { t: tShell } = useTranslation();
  const { t } = useTranslation('openApi');
  const keys = useAccessKeys();
  const userInfo = useUserInfo();
  const subAccount = userInfo.data ? isSubAccount(userInfo.data) : null;
  const confirms = useKeyConfirms();
  const [creating, setCreating] = useState(false);
  const [rotating, setRotating] = useState<AccessKeyRow | null>(null);
  const [revealed, setRevealed] = useState<RevealedSecret | null>(null);

  const count = keys.data?.list.length ?? 0;
  const max = keys.data?.max ?? ACCESS_KEY_LIMITS.perAccount;
  const full = atKeyLimit(count, max);

  const reveal = (answer: KeyWithSecret) => {
    setCreating(false);
    setRotating(null);
    setRevealed({
      accessKeyId: answer.key.AccessKeyId,
      secret: answer.Secret,
      oldSecretUntil: oldSecretValidUntil(answer.key, Date.now()),
    });
  };

  const act = (action: KeyAction, row: AccessKeyRow) => {
    if (action === 'rotate') setRotating(row);
    else if (action === 'enable') confirms.enable(row);
    else if (action === 'disable') confirms.disable(row);
    else confirms.remove(row);
  };

  const createButton = (
    <Button
      type="primary"
      icon={<PlusOutlined aria-hidden />}
      disabled={!keys.data || full}
      onClick={() => setCreating(true)}
    >
      {t('toolbar.create')}
    </Button>
  );

  return (
    <>
      <PageTitle title={tShell('shell.pages.accessKey')}>{t('intro')}</PageTitle>
      {confirms.holder}
      <SigningNote subAccount={subAccount === true} />
      <div className={styles.toolbar}>
        {full ? <Tooltip title={t('toolbar.full', { max })}>{createButton}</Tooltip> : createButton}
        {keys.data && (
          <Typography.Text type="secondary">
            {full ? t('toolbar.full', { max }) : t('toolbar.count', { count, max })}
          </Typography.Text>
        )}
      </div>
      {keys.isError ? (
        <Alert
          type="warning"
          showIcon
          title={t('table.loadFailed')}
          description={keys.error.message}
          action={<Button onClick={() => void keys.refetch()}>{t('retry')}</Button>}
        />
      ) : (
        <KeysTable rows={keys.data?.list} loading={keys.isPending} onAction={act} />
      )}
      {creating && (
        // Until the account is known, billing is offered to nobody.
        <CreateKeyDialog
          subAccount={subAccount !== false}
          onCreated={reveal}
          onClose={() => setCreating(false)}
        />
      )}
      {subAccount === false && <SubAccountKeys />}
      {rotating && <RotateDialog row={rotating} onRotated={reveal} onClose={() => setRotating(null)} />}
      {revealed && <SecretDialog revealed={revealed} onClose={() => setRevealed(null)} />}
    </>
  );
}
