import type { RentalMode } from '@gpucloud/domain';
import { useTranslation } from 'react-i18next';
import { monthName } from '../../order/orderForm';

/** "2 hours", "6 months (half a year)", "pay as you go". */
export function useDurationText() {
  const { t } = useTranslation('storeOrder');
  return (mode: RentalMode, count: number): string => {
    if (mode === 'post_paid') return t('order.confirm.postPaid');
    const text = t(`order.form.units.${mode}`, { count });
    const name = mode === 'monthly' ? monthName(count) : null;
    return name ? `${text} (${t(`order.form.${name}`)})` : text;
  };
}
