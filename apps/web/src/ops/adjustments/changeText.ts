import type { MoneyAdjustment } from '@gpucloud/contracts';
import type { TFunction } from 'i18next';
import { formatMoney } from '../../shared/format';

/** "+25.00 Balance" / "−1,500.00 Compute vouchers" in the reader's language. */
export function changeText(t: TFunction<'opsAdjustments'>, adjustment: MoneyAdjustment): string {
  return t(`change.${adjustment.Direction}`, {
    amount: formatMoney(adjustment.Amount),
    pocket: t(`adjust.${adjustment.Pocket}`),
  });
}
