import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import styles from './HostUnreachableNote.module.css';

/**
 * On an instance whose host's engine does not answer the reconciler (issue 41): since when, that the
 * machine may still run, and that its state shows again once the host answers. Nothing otherwise.
 */
export function HostUnreachableNote({ since }: { since: string | null }) {
  const { t } = useTranslation('instances');
  if (!since) return null;
  return (
    <p role="note" className={styles.note}>
      {t('hostUnreachable', { at: formatDateTime(since) })}
    </p>
  );
}
