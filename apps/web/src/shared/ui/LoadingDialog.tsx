import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './LoadingDialog.module.css';

/** A full-screen modal wait (SPEC §2): blocks the page and says what is happening. */
export function LoadingDialog({ open, text }: { open: boolean; text?: string }) {
  const { t } = useTranslation();
  if (!open) return null;
  const label = text ?? t('shell.loadingDialog');
  return (
    <div className={styles.backdrop}>
      <div role="dialog" aria-modal="true" aria-label={label} aria-busy="true" className={styles.box}>
        <Spin size="large" />
        <p className={styles.text}>{label}</p>
      </div>
    </div>
  );
}
