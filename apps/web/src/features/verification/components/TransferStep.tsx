import { transferAmountRequest, type VerificationRecord } from '@gpucloud/contracts';
import { VerifyStatus } from '@gpucloud/domain';
import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import { useZodRules } from '../../../shared/forms/zodRules';
import { useTransferAmount } from '../hooks';
import { CheckPageLink } from './CheckPageLink';
import { ErrorAlert } from './ErrorAlert';
import { PassedResult } from './PassedResult';
import styles from './Verification.module.css';

/**
 * The corporate transfer waiting for its amount: the person reads it on the company's statement
 * (in the sandbox, the check page) and enters it; a wrong one costs one of the tries.
 */
export function TransferStep({ record, onConfirm }: { record: VerificationRecord; onConfirm: () => void }) {
  const { t } = useTranslation('verification');
  const zodRules = useZodRules();
  const confirm = useTransferAmount();
  const answer = confirm.data;

  if (answer?.status === VerifyStatus.PASSED) {
    return <PassedResult title={t('enterprise.passed')} hint={t('enterprise.passedHint')} />;
  }

  const tries = record.transfer?.tries_left ?? 0;
  return (
    <section className={styles.card} aria-labelledby="transfer-step">
      <h2 id="transfer-step" className={styles.cardTitle}>
        {t('enterprise.steps.transfer')}
      </h2>
      <p>{t('enterprise.transferIntro')}</p>
      {record.transfer && (
        <p className={styles.muted}>
          {t('enterprise.transferDeadline', { tries, time: formatDateTime(record.transfer.wait_until) })}
        </p>
      )}
      <p>
        <CheckPageLink url={record.url} />
      </p>
      {answer && answer.status === VerifyStatus.PENDING && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          className={styles.alert}
          title={t('enterprise.wrongAmount')}
          description={t('enterprise.triesLeft', { tries: answer.transfer?.tries_left ?? tries })}
        />
      )}
      <ErrorAlert error={confirm.error} title={t('enterprise.wrongAmount')} />
      <Form<{ amount: string }>
        name="transferAmount"
        layout="vertical"
        className={styles.form}
        onFinish={({ amount }) => {
          onConfirm();
          confirm.mutate({ verification_id: record.id, amount: amount.trim() });
        }}
      >
        <Form.Item
          name="amount"
          label={t('enterprise.amount')}
          rules={zodRules(transferAmountRequest.shape.amount, {
            label: t('enterprise.amount'),
            name: t('enterprise.amountName'),
          })}
        >
          <Input inputMode="decimal" placeholder="0.37" maxLength={4} autoComplete="off" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={confirm.isPending}>
          {t('enterprise.confirmAmount')}
        </Button>
      </Form>
    </section>
  );
}
