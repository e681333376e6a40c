import { LOGIN_BUTTON_EVENT_CHANNEL } from '@gpucloud/contracts';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { appStore } from '../../appStore';

/** SPEC §2: the logged-out button records the `sy` event channel and opens /login. */
export function LoginButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button
      type="primary"
      onClick={() => {
        appStore.set({ eventChannel: [LOGIN_BUTTON_EVENT_CHANNEL, ''] });
        void navigate('/login');
      }}
    >
      {t('common.loginOrRegister')}
    </Button>
  );
}
