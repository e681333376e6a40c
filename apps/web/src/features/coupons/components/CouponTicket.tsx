import type { CouponGroup } from '@gpucloud/contracts';
import { CouponType } from '@gpucloud/domain';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toBasisPoints } from '../../../shared/discount/discountText';
import { useDiscountText } from '../../../shared/discount/useDiscountText';
import { formatMoney } from '../../../shared/format';
import { OneFieldText } from '../../../shared/ui/TextLanguage';
import { type CouponTerm, couponTerms } from '../couponRules';
import styles from './CouponTicket.module.css';

type TicketGroup = Omit<CouponGroup, 'IsAssigned' | 'RemainNum'>;

const TYPE_KEYS = { 0: 'topUp', 1: 'discount', 2: 'threshold' } as const;

/**
 * One coupon drawn as a ticket: its value on the left, name and conditions in the middle, and the
 * caller's stamp or button on the right. An article named after the coupon, so lists read well.
 */
export function CouponTicket({
  group,
  validity,
  action,
  faded,
}: {
  group: TicketGroup;
  validity: string;
  action: ReactNode;
  faded?: boolean;
}) {
  const { t } = useTranslation();
  const discountText = useDiscountText();
  const nameId = useId();
  const typeKey = TYPE_KEYS[group.Type as keyof typeof TYPE_KEYS] ?? 'topUp';
  const value =
    group.Type === CouponType.DISCOUNT
      ? discountText(toBasisPoints(group.Discount), 'short')
      : formatMoney(group.Amount);

  return (
    <article aria-labelledby={nameId} className={faded ? `${styles.ticket} ${styles.faded}` : styles.ticket}>
      <div className={styles.value}>
        <span className={styles.amount}>{value}</span>
        <span className={styles.type}>{t(`coupons.types.${typeKey}`)}</span>
      </div>
      <div className={styles.body}>
        <h2 id={nameId} className={styles.name}>
          <OneFieldText text={group.Name} />
        </h2>
        <ul className={styles.terms}>
          {couponTerms(group).map((term) => (
            <li key={term.key}>{termText(t, term)}</li>
          ))}
          <li>{validity}</li>
        </ul>
      </div>
      <div className={styles.action}>{action}</div>
    </article>
  );
}

// TFunction of the default namespace: ReturnType<typeof useTranslation> would widen it to every
// namespace's keys, which TypeScript gives up on once the feature namespaces grow.
function termText(t: TFunction, term: CouponTerm): string {
  switch (term.key) {
    case 'minSpend':
      return t('coupons.terms.minSpend', { amount: formatMoney(term.amount) });
    case 'noMinimum':
      return t('coupons.terms.noMinimum');
    case 'goods':
      return t('coupons.terms.goods', { goods: term.goods });
    case 'image':
      return t('coupons.terms.image', { image: term.image });
    case 'useMode':
      return t('coupons.terms.useMode', {
        mode: ['hourly', 'daily', 'monthly', 'post_paid'].includes(term.mode)
          ? t(`coupons.useModes.${term.mode as 'hourly'}`)
          : term.mode,
      });
    case 'audience':
      return t(`coupons.terms.${term.audience}`);
  }
}

/** A stamp over a ticket that can no longer be used (SPEC §4: used, expired). */
export function CouponStamp({ children }: { children: ReactNode }) {
  return <span className={styles.stamp}>{children}</span>;
}
