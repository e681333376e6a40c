import { useTranslation } from 'react-i18next';
import styles from './SessionActionsPlaceholder.module.css';

/**
 * The logged-in half of the top bar while its code or the account loads: the bells' and the
 * avatar's places, nothing of the account. It is also what the server paints for a signed-in
 * visitor's first screen (the store's and the console's), in place of the way in.
 */
export function SessionActionsPlaceholder() {
  const { t } = useTranslation();
  return (
    <span
      className={styles.placeholder}
      role="status"
      aria-busy="true"
      aria-label={t('topBar.accountLoading')}
    >
      <span className={styles.bell} />
      <span className={styles.bell} />
      <span className={styles.avatar} />
    </span>
  );
}
