import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** Ordering arrives in a later issue; until then this page says so instead of pretending. */
export function CreateInstancePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <title>{`${t('createInstance.title')} · ${t('common.appName')}`}</title>
      <Result
        status="info"
        title={<h1 style={{ margin: 0, fontSize: 24 }}>{t('createInstance.title')}</h1>}
        subTitle={t('createInstance.subtitle')}
        extra={
          <Button type="primary" onClick={() => navigate('/store')}>
            {t('common.backToStore')}
          </Button>
        }
      />
    </>
  );
}
