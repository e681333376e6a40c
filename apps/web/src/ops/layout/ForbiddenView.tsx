import type { StaffRole } from '@gpucloud/contracts';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { OPS_HOME } from '../paths';
import styles from './OpsLayout.module.css';

/** A page the member's role does not open (the server would answer 100041 to its calls anyway). */
export function ForbiddenView({ role }: { role: StaffRole }) {
  const { t } = useTranslation('ops');
  const navigate = useNavigate();
  return (
    <>
      <title>{`${t('forbidden.title')} · ${t('appName')}`}</title>
      <Result
        status="403"
        title={<h1 className={styles.resultTitle}>{t('forbidden.title')}</h1>}
        subTitle={t('forbidden.subtitle', { role: t(`roles.${role}`) })}
        extra={
          <Button type="primary" onClick={() => void navigate(OPS_HOME)}>
            {t('forbidden.back')}
          </Button>
        }
      />
    </>
  );
}
