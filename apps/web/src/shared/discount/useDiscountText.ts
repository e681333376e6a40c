import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { discountFactor, discountFold, percentOff } from './discountText';

/**
 * A discount as the reader's language writes it: long "×0.98 (2% off)" or short "2% off" in
 * English; "9.8折" either way in Chinese.
 */
export function useDiscountText(): (basisPoints: number, form?: 'long' | 'short') => string {
  const { t, i18n } = useTranslation();
  const chinese = i18n.language.startsWith('zh');
  return useCallback(
    (basisPoints: number, form: 'long' | 'short' = 'long') => {
      if (chinese) return t('membership.discountFold', { fold: discountFold(basisPoints) });
      if (form === 'short') return t('membership.percentOff', { percent: percentOff(basisPoints) });
      return t('membership.discountOff', {
        factor: discountFactor(basisPoints),
        percent: percentOff(basisPoints),
      });
    },
    [t, chinese],
  );
}
