import { PayType, TOP_UP_DEFAULT_YUAN, TOP_UP_PRESETS_YUAN } from '@gpucloud/contracts';
import { formatFen, formatYuan, TOP_UP_MAX_FEN, TOP_UP_MIN_FEN } from '@gpucloud/domain';
import { Button, Form, Input, Radio } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { firstIssueOf, loadOnce } from '../../../shared/forms/zodRules';
import { payChannels } from '../../../shared/pageMeta';
import { useCreateTopUp } from '../hooks';
import { PaymentDialog } from '../payment/PaymentDialog';
import type { TopUpOrder } from '../payment/paymentFlow';
import { BankTransferDetails } from './BankTransferDetails';
import styles from './TopUpForm.module.css';

const ALL_PAY_TYPES = [
  { value: PayType.WECHAT, key: 'wechat' },
  { value: PayType.ALIPAY, key: 'alipay' },
  { value: PayType.BANK_TRANSFER, key: 'bank' },
] as const;

type PayTypeValue = (typeof ALL_PAY_TYPES)[number]['value'];

/** The QR channels a gateway takes here (the server says which), then bank transfer, always. */
const PAY_TYPES = ALL_PAY_TYPES.filter(({ key }) => key === 'bank' || payChannels().includes(key));

/** What `checkTopUpAmount` (through the contract field) may say, by translation key. */
const ISSUE_KEYS: Record<string, 'invalidAmount' | 'amountTooSmall' | 'amountTooLarge'> = {
  'invalid amount': 'invalidAmount',
  'amount too small': 'amountTooSmall',
  'amount too large': 'amountTooLarge',
};

/**
 * The top-up form of /console/recharge and /console/pay (SPEC §4, §5, §9): amount with presets,
 * pay type, and the pay button that opens the QR dialog; bank transfer shows the account instead.
 */
const amountField = loadOnce(() => import('./topUpSchema').then((schemas) => schemas.topUpAmountField));

export function TopUpForm({ onPaid }: { onPaid?: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ amount: string }>();
  const amount = Form.useWatch('amount', form) ?? '';
  const [payType, setPayType] = useState<PayTypeValue>(PAY_TYPES[0]?.value ?? PayType.BANK_TRANSFER);
  const [order, setOrder] = useState<TopUpOrder | null>(null);
  const createTopUp = useCreateTopUp();
  const presetsLabel = useId();

  const submit = ({ amount }: { amount: string }) => {
    if (createTopUp.isPending || payType === PayType.BANK_TRANSFER) return;
    createTopUp.mutate({ amount: amount.trim(), pay_type: payType }, { onSuccess: setOrder });
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ amount: String(TOP_UP_DEFAULT_YUAN) }}
      onFinish={submit}
      className={styles.form}
      requiredMark={false}
    >
      <Form.Item
        name="amount"
        label={t('wallet.amount')}
        rules={[
          {
            validator: async (_rule, value: unknown) => {
              const issue = await firstIssueOf(amountField, String(value ?? ''));
              if (issue === null) return;
              throw new Error(
                t(`wallet.${ISSUE_KEYS[issue] ?? 'invalidAmount'}`, {
                  min: formatFen(TOP_UP_MIN_FEN),
                  max: formatFen(TOP_UP_MAX_FEN, { grouped: true }),
                }),
              );
            },
          },
        ]}
      >
        <Input inputMode="decimal" autoComplete="off" prefix="¥" className={styles.amountInput} />
      </Form.Item>
      {/* biome-ignore lint/a11y/useSemanticElements: a labelled row of buttons, not a fieldset of inputs */}
      <div role="group" aria-labelledby={presetsLabel} className={styles.presets}>
        <span id={presetsLabel} className={styles.presetsLabel}>
          {t('wallet.presets')}
        </span>
        {TOP_UP_PRESETS_YUAN.map((preset) => (
          <Button
            key={preset}
            aria-pressed={amount.trim() === String(preset)}
            type={amount.trim() === String(preset) ? 'primary' : 'default'}
            ghost={amount.trim() === String(preset)}
            onClick={() => {
              form.setFieldValue('amount', String(preset));
              void form.validateFields(['amount']);
            }}
          >
            ¥{formatYuan(preset, { grouped: true })}
          </Button>
        ))}
      </div>
      <Form.Item label={t('wallet.payType')} className={styles.payTypes}>
        <Radio.Group
          value={payType}
          onChange={(event) => setPayType(event.target.value as PayTypeValue)}
          optionType="button"
          buttonStyle="solid"
          aria-label={t('wallet.payType')}
          options={PAY_TYPES.map(({ value, key }) => ({ value, label: t(`wallet.payTypes.${key}`) }))}
        />
      </Form.Item>
      {payType === PayType.BANK_TRANSFER ? (
        <BankTransferDetails />
      ) : (
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          loading={createTopUp.isPending}
          disabled={createTopUp.isPending || order !== null}
          className={styles.payButton}
        >
          {t('wallet.pay')}
        </Button>
      )}
      {order && (
        <PaymentDialog
          key={order.out_trade_no}
          order={order}
          onClose={() => setOrder(null)}
          onPaid={onPaid}
        />
      )}
    </Form>
  );
}
