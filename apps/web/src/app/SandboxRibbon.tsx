import { useTranslation } from 'react-i18next';
import { useSandboxDeployment } from '../shared/hooks/useDeployment';
import styles from './SandboxRibbon.module.css';

/** On every page of a production deployment that runs sandbox providers on purpose (ALLOW_SANDBOX=1). */
export function SandboxRibbon() {
  const { t } = useTranslation();
  if (!useSandboxDeployment()) return null;
  return (
    <div className={styles.ribbon} role="note">
      {t('common.sandboxRibbon')}
    </div>
  );
}
