import { Button, Checkbox, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './OpsLoginPage.module.css';

/** The recovery codes, shown this once; the console opens after the member says they kept them. */
export function RecoveryCodesStep({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const { t } = useTranslation('ops');
  const [saved, setSaved] = useState(false);
  const listId = useId();

  return (
    <>
      <h2>{t('login.recoveryTitle')}</h2>
      <p>{t('login.recoveryIntro')}</p>
      <ol id={listId} aria-label={t('login.recoveryListLabel')} className={styles.codes}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <Typography.Paragraph copyable={{ text: codes.join('\n') }}>
        {t('login.copyCodes')}
      </Typography.Paragraph>
      <Checkbox
        checked={saved}
        onChange={(event) => setSaved(event.target.checked)}
        aria-describedby={listId}
      >
        {t('login.savedThem')}
      </Checkbox>
      <Button type="primary" block disabled={!saved} onClick={onDone} className={styles.enter}>
        {t('login.enter')}
      </Button>
    </>
  );
}
