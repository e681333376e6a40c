import { useTranslation } from 'react-i18next';
import './i18n';

/** A top-up's pay type (SPEC §4: 0 Alipay, 1 WeChat) as the reader calls it. */
export function usePayTypeName() {
  const { t } = useTranslation('opsRefunds');
  return (payType: number) =>
    payType === 0 || payType === 1 ? t(`payTypes.${payType}`) : t('payTypes.other');
}
