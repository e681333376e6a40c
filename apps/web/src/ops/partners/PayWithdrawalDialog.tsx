import { type OpsWithdrawalRow, opsWithdrawalPayRequest } from '@gpucloud/contracts';
import { formatYuan } from '@gpucloud/domain';
import { Alert, Button, Descriptions, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../shared/forms/FormDialog';
import { useFormDialog, useSchemaRules } from '../layout/useFormDialog';
import styles from '../verifications/Verifications.module.css';
import { usePayWithdrawal, useRevealWithdrawalAccount } from './hooks';

interface Values {
  reference: string;
}
const FIELDS = ['reference'] as const;

/**
 * Paying a withdrawal: the staff member shows the full account (an audited read), transfers the
 * amount at the bank, then records the bank's reference. The full account lives only as long as
 * the dialog; opening it again is another read.
 */
export function PayWithdrawalDialog({ row, onClose }: { row: OpsWithdrawalRow; onClose: () => void }) {
  const { t } = useTranslation('ops', { keyPrefix: 'partnerDesks' });
  const { form, done } = useFormDialog<Values>(FIELDS, onClose);
  const rules = useSchemaRules(opsWithdrawalPayRequest.shape, FIELDS, t, 'withdrawals.pay');
  const reveal = useRevealWithdrawalAccount();
  const pay = usePayWithdrawal();
  const account = reveal.data ?? row;
  const id = row.id;
  const submit = ({ reference }: Values) =>
    pay.mutate({ withdrawal_id: id, reference: reference.trim() }, done(t('withdrawals.pay.done', { id })));

  return (
    <FormDialog<Values>
      formId="ops-withdrawal-pay"
      form={form}
      title={t('withdrawals.pay.title', { id })}
      cancelText={t('cancel')}
      okText={t('withdrawals.pay.submit')}
      pending={pay.isPending}
      onClose={onClose}
      intro={
        <>
          <p>
            {t('withdrawals.pay.body', {
              amount: formatYuan(row.amount, { grouped: true }),
              phone: row.user_phone,
              userId: row.user_id,
            })}
          </p>
          <section aria-label={t('withdrawals.pay.account', { id })} className={styles.audited}>
            <Descriptions
              size="small"
              bordered
              column={1}
              items={[
                { key: 'holder', label: t('withdrawals.pay.holder'), children: account.holder_name },
                { key: 'bank', label: t('withdrawals.pay.bank'), children: account.bank_name },
                {
                  key: 'card',
                  label: t('withdrawals.pay.card'),
                  children: <code>{account.card_number}</code>,
                },
              ]}
            />
          </section>
          {reveal.data ? (
            <Alert type="info" showIcon title={t('withdrawals.pay.audited')} className={styles.audited} />
          ) : (
            <p>
              <Button onClick={() => reveal.mutate(id)} loading={reveal.isPending}>
                {t('withdrawals.pay.reveal')}
              </Button>
            </p>
          )}
          {reveal.error ? <Alert type="error" showIcon role="alert" title={reveal.error.message} /> : null}
        </>
      }
      outro={pay.error ? <Alert type="error" showIcon role="alert" title={pay.error.message} /> : null}
      onFinish={submit}
    >
      <Form.Item
        name="reference"
        label={t('withdrawals.pay.reference')}
        extra={t('withdrawals.pay.referenceHint')}
        rules={rules('reference')}
        validateFirst
      >
        <Input autoComplete="off" maxLength={64} />
      </Form.Item>
    </FormDialog>
  );
}
