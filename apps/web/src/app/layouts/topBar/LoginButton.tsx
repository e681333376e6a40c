import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { startLogin } from './startLogin';

/** The logged-out top bar's way in (SPEC §2). */
export function LoginButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button type="primary" onClick={() => startLogin(navigate)}>
      {t('common.loginOrRegister')}
    </Button>
  );
}
