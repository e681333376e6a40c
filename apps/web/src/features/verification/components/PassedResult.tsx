import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { VERIFICATION_PATHS } from '../../../shared/routing/verificationPaths';

/** A verification that passed, with the way back to the selection page. */
export function PassedResult({ title, hint }: { title: string; hint?: string }) {
  const { t } = useTranslation('verification');
  return (
    <Result
      status="success"
      title={title}
      subTitle={hint}
      extra={<Link to={VERIFICATION_PATHS.select}>{t('backToVerification')}</Link>}
    />
  );
}
