import type { VerificationRecord } from '@gpucloud/contracts';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { VERIFICATION_PATHS } from '../../../shared/routing/verificationPaths';
import type { Standing } from '../records';
import styles from './Verification.module.css';

/** What the account holds, said plainly above the choices, and a transfer that waits for its amount. */
export function StandingAlerts({
  standing,
  transfer,
}: {
  standing: Standing;
  transfer: VerificationRecord | null;
}) {
  const { t } = useTranslation('verification');
  return (
    <>
      {standing.enterprise ? (
        <Alert type="success" showIcon className={styles.alert} title={t('select.enterpriseDone')} />
      ) : standing.personal ? (
        <Alert type="success" showIcon className={styles.alert} title={t('select.personalDone')} />
      ) : null}
      {transfer && (
        <Alert
          type="info"
          showIcon
          className={styles.alert}
          title={t('select.transferWaiting')}
          action={<Link to={VERIFICATION_PATHS.enterprise}>{t('select.enterAmount')}</Link>}
        />
      )}
    </>
  );
}
