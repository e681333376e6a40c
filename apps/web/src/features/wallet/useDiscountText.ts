import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { discountFactor, discountFold, percentOff } from './discountText';

/** A discount as the reader's language writes it: "×0.98 (2% off)" in English, "9.8折" in Chinese. */
export function useDiscountText(): (basisPoints: number) => string {
  const { t, i18n } = useTranslation();
  const chinese = i18n.language.startsWith('zh');
  return useCallback(
    (basisPoints: number) =>
      chinese
        ? t('membership.discountFold', { fold: discountFold(basisPoints) })
        : t('membership.discountOff', {
            factor: discountFactor(basisPoints),
            percent: percentOff(basisPoints),
          }),
    [t, chinese],
  );
}
