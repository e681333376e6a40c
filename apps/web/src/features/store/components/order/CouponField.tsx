import { formatFen } from '@gpucloud/domain';
import { Alert, Form, Radio, Skeleton } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CouponChoice, CouponProblem } from '../../order/couponRule';
import styles from './OrderPage.module.css';

/** A coupon problem in the reader's language. */
export function useCouponProblemText() {
  const { t } = useTranslation('storeOrder');
  return (problem: CouponProblem): string => {
    switch (problem.key) {
      case 'goods':
        return t('order.couponProblems.goods', { goods: problem.goods });
      case 'useMode':
        return t('order.couponProblems.useMode', {
          mode: t(`order.form.modes.${problem.mode as 'hourly'}`, { defaultValue: problem.mode }),
        });
      case 'minimum':
        return t('order.couponProblems.minimum', { minimum: formatFen(problem.minimumFen) });
      default:
        return t(`order.couponProblems.${problem.key}`);
    }
  };
}

/**
 * The account's usable coupons; one that does not fit the order as it stands is disabled and says
 * why. A chosen coupon that stops fitting (another mode, fewer GPUs) keeps its place and the reason.
 */
export function CouponField({
  choices,
  loading,
  failed,
  selectedProblem,
}: {
  choices: CouponChoice[];
  loading: boolean;
  failed: boolean;
  selectedProblem: CouponProblem | null;
}) {
  const { t } = useTranslation('storeOrder');
  const problemText = useCouponProblemText();
  const labelId = useId();
  const label = <span id={labelId}>{t('order.form.coupon')}</span>;
  if (loading)
    return (
      <Form.Item label={label}>
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      </Form.Item>
    );
  if (failed)
    return (
      <Form.Item label={label}>
        <Alert type="warning" showIcon title={t('order.form.couponsLoadFailed')} />
      </Form.Item>
    );
  return (
    <Form.Item
      name="couponId"
      label={label}
      extra={choices.length === 0 ? t('order.form.noCoupons') : undefined}
      validateStatus={selectedProblem ? 'error' : undefined}
      help={
        selectedProblem
          ? t('order.form.couponDoesNotFit', { reason: problemText(selectedProblem) })
          : undefined
      }
    >
      <Radio.Group aria-labelledby={labelId} className={styles.choiceList}>
        <Radio value={0} className={styles.choice}>
          <span className={styles.choiceName}>{t('order.form.noCoupon')}</span>
        </Radio>
        {choices.map(({ coupon, problem, discountFen }) => (
          <Radio
            key={coupon.CouponId}
            value={coupon.CouponId}
            disabled={problem !== null}
            className={styles.choice}
          >
            <span className={styles.choiceName}>{coupon.CouponGroup.Name}</span>
            <span className={problem ? styles.choiceDetail : `${styles.choiceDetail} price`}>
              {problem
                ? problemText(problem)
                : discountFen > 0
                  ? t('order.form.couponSaves', { amount: formatFen(discountFen) })
                  : null}
            </span>
          </Radio>
        ))}
      </Radio.Group>
    </Form.Item>
  );
}
