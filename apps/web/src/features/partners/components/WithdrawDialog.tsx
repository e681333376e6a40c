import { type PartnerInfo, withdrawalApplyRequest } from '@gpucloud/contracts';
import { formatFen, parseYuanInput, yuanToFen } from '@gpucloud/domain';
import { Alert, Form, Input } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/format';
import { FormDialog } from '../../../shared/forms/FormDialog';
import { useZodRules } from '../../../shared/forms/zodRules';
import { useToast } from '../../../shared/ui/toast';
import { useWithdraw } from '../hooks';
import { formatFenMoney } from '../money';
import { cardDigits, cardIssue } from '../moneyForm';
import { AmountField } from './AmountField';
import styles from './SalesPartner.module.css';
import { useRequestId } from './useRequestId';

const FORM_ID = 'partner-withdraw';

interface Values {
  amount: string;
  bank_name: string;
  card_number: string;
}

/**
 * Withdraws settled earnings to a bank account in the verified owner's name; finance pays it.
 * Used by the dashboard and the withdrawal records. One request key per opening.
 */
export function WithdrawDialog({ info, onClose }: { info: PartnerInfo; onClose: () => void }) {
  const { t } = useTranslation('partners');
  const toast = useToast();
  const zodRules = useZodRules();
  const withdraw = useWithdraw();
  const { requestId, afterError } = useRequestId();
  const holderId = useId();
  const minFen = yuanToFen(info.terms.withdrawal_min);
  const availableFen = yuanToFen(info.withdrawable);

  const submit = (values: Values) => {
    const fen = parseYuanInput(values.amount) ?? 0;
    withdraw.mutate(
      {
        amount: formatFen(fen),
        bank_name: values.bank_name.trim(),
        card_number: cardDigits(values.card_number),
        request_id: requestId,
      },
      {
        onSuccess: () => {
          toast.success(t('withdraw.done', { amount: formatFenMoney(fen) }));
          onClose();
        },
        onError: afterError,
      },
    );
  };

  return (
    <FormDialog<Values>
      formId={FORM_ID}
      name={FORM_ID}
      title={t('withdraw.title')}
      okText={t('withdraw.submit')}
      cancelText={t('cancel')}
      pending={withdraw.isPending}
      onClose={onClose}
      intro={
        <>
          <p>{t('money.available', { amount: formatMoney(info.withdrawable) })}</p>
          <p className={styles.note}>
            {t('withdraw.rules', {
              min: formatMoney(info.terms.withdrawal_min),
              used: info.withdrawals_this_month,
              max: info.terms.withdrawals_per_month,
            })}
          </p>
        </>
      }
      onFinish={submit}
      onValuesChange={() => withdraw.reset()}
    >
      <AmountField minFen={minFen} availableFen={availableFen} />
      <Form.Item label={t('withdraw.holder')} htmlFor={holderId} extra={t('withdraw.holderHint')}>
        <Input id={holderId} readOnly value={info.holder_name} />
      </Form.Item>
      <Form.Item
        name="bank_name"
        label={t('withdraw.bankName')}
        validateFirst
        rules={zodRules(withdrawalApplyRequest.shape.bank_name, {
          label: t('withdraw.bankName'),
          name: t('withdraw.bankNameName'),
        })}
      >
        <Input maxLength={60} autoComplete="off" placeholder={t('withdraw.bankNamePlaceholder')} />
      </Form.Item>
      <Form.Item
        name="card_number"
        label={t('withdraw.cardNumber')}
        validateFirst
        rules={[
          { required: true, whitespace: true, message: t('issues.cardRequired') },
          {
            validator: async (_rule, value: string) => {
              const issue = cardIssue(value ?? '');
              if (issue) throw new Error(t(`issues.${issue}`));
            },
          },
        ]}
      >
        <Input inputMode="numeric" autoComplete="off" spellCheck={false} maxLength={23} />
      </Form.Item>
      {withdraw.error && <Alert type="error" showIcon role="alert" title={withdraw.error.message} />}
    </FormDialog>
  );
}
