import { bankCardRequest } from '@gpucloud/contracts';
import { VerifyStatus, VerifyType } from '@gpucloud/domain';
import { Alert, Button, Form, Input, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useZodRules } from '../../../shared/forms/zodRules';
import { AgreementField } from '../components/AgreementField';
import { CheckPageLink } from '../components/CheckPageLink';
import { CodeField } from '../components/CodeField';
import { ErrorAlert } from '../components/ErrorAlert';
import { PageTitle } from '../components/PageTitle';
import { PassedResult } from '../components/PassedResult';
import styles from '../components/Verification.module.css';
import { VerificationGate } from '../components/VerificationGate';
import {
  useBankCardVerification,
  useHeldVerification,
  useSendBankCardCode,
  useVerifications,
} from '../hooks';
import '../i18n';
import { findRecord } from '../records';

const fields = bankCardRequest.shape;

interface BankCardForm {
  name: string;
  id_number: string;
  card_number: string;
  phone: string;
  code: string;
  agreement: boolean;
}

/**
 * /console/verification/bankCardVerify: personal verification by a bank card's four elements. The
 * bank answers at once or later; a record that waits is read again every 2 s until it is decided.
 */
export function BankCardPage() {
  const { t } = useTranslation('verification');
  return (
    <>
      <PageTitle page="bankCardVerify" intro={t('bankCard.intro')} />
      <VerificationGate>
        <BankCardFlow />
      </VerificationGate>
    </>
  );
}

function BankCardFlow() {
  const { t } = useTranslation('verification');
  const zodRules = useZodRules();
  const [form] = Form.useForm<BankCardForm>();
  const verify = useBankCardVerification();
  const sendCode = useSendBankCardCode();
  const [recordId, setRecordId] = useState<number | null>(null);
  const verifications = useVerifications({ followId: recordId });
  const held = useHeldVerification(VerifyType.PERSONAL);
  // The list may not hold the new record yet: the answer stands in until it does.
  const record =
    findRecord(verifications.data, recordId) ?? (verify.data?.id === recordId ? verify.data : null);

  if (record?.status === VerifyStatus.PASSED) return <PassedResult title={t('bankCard.passed')} />;
  if (held) return <PassedResult title={t('personal.passedHint')} />;

  if (record?.status === VerifyStatus.PENDING) {
    return (
      <section className={styles.card} aria-live="polite">
        <p role="status" className={styles.pending}>
          <Spin size="small" />
          <span>{t('bankCard.checking')}</span>
        </p>
        <CheckPageLink url={record.url} />
      </section>
    );
  }

  const rule = (field: keyof typeof fields, label: string, name: string) =>
    zodRules(fields[field], { label, name });

  const submit = (values: BankCardForm) =>
    verify.mutate(
      {
        name: values.name,
        id_number: values.id_number,
        card_number: values.card_number,
        phone: values.phone,
        code: values.code,
        agreement: true,
      },
      { onSuccess: (created) => setRecordId(created.id) },
    );

  return (
    <Form<BankCardForm>
      form={form}
      name="bankCard"
      layout="vertical"
      className={styles.form}
      initialValues={{ agreement: false }}
      onFinish={submit}
    >
      {record && (
        <Alert
          type="error"
          showIcon
          role="alert"
          className={styles.alert}
          title={t('bankCard.refused')}
          description={record.reason}
        />
      )}
      <Form.Item
        name="name"
        label={t('bankCard.name')}
        rules={rule('name', t('bankCard.name'), t('bankCard.nameName'))}
      >
        <Input autoComplete="name" maxLength={40} />
      </Form.Item>
      <Form.Item
        name="id_number"
        label={t('bankCard.idNumber')}
        rules={rule('id_number', t('bankCard.idNumber'), t('bankCard.idNumberName'))}
      >
        <Input maxLength={18} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="card_number"
        label={t('bankCard.cardNumber')}
        rules={rule('card_number', t('bankCard.cardNumber'), t('bankCard.cardNumberName'))}
      >
        <Input inputMode="numeric" autoComplete="cc-number" maxLength={19} />
      </Form.Item>
      <Form.Item
        name="phone"
        label={t('bankCard.phone')}
        rules={rule('phone', t('bankCard.phone'), t('bankCard.phoneName'))}
      >
        <Input inputMode="tel" autoComplete="tel" maxLength={11} />
      </Form.Item>
      <CodeField
        name="code"
        id="bankCard_code"
        label={t('bankCard.code')}
        extra={t('bankCard.codeHint')}
        rules={rule('code', t('bankCard.code'), t('bankCard.codeName'))}
        send={() => sendCode.mutateAsync()}
      />
      <AgreementField />
      <ErrorAlert error={verify.error} title={t('refused')} />
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={verify.isPending}>
          {t('submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
