import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <title>{`${t('notFound.title')} · ${t('common.appName')}`}</title>
      <Result
        status="404"
        title={<h1 style={{ margin: 0, fontSize: 24 }}>{t('notFound.title')}</h1>}
        subTitle={t('notFound.subtitle', { path: pathname })}
        extra={
          <Button type="primary" onClick={() => navigate('/store')}>
            {t('common.backToStore')}
          </Button>
        }
      />
    </>
  );
}
