import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import './i18n';

/** Closed, login disabled, or active: the one word staff look for first. */
export function UserStatusTag({
  unregistered,
  loginDisabled,
}: {
  unregistered: boolean;
  loginDisabled: boolean;
}) {
  const { t } = useTranslation('opsUsers');
  if (unregistered) return <Tag>{t('status.unregistered')}</Tag>;
  if (loginDisabled) return <Tag color="red">{t('status.loginDisabled')}</Tag>;
  return <Tag color="green">{t('status.active')}</Tag>;
}
