import { useTranslation } from 'react-i18next';
import { isSandboxDeployment } from '../shared/pageMeta';
import styles from './SandboxRibbon.module.css';

/** On every page of a production deployment that runs sandbox providers on purpose (ALLOW_SANDBOX=1). */
export function SandboxRibbon() {
  const { t } = useTranslation();
  if (!isSandboxDeployment()) return null;
  return (
    <div className={styles.ribbon} role="note">
      {t('common.sandboxRibbon')}
    </div>
  );
}
