import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useZodRules } from '../../../shared/forms/zodRules';
import type { useSubmitVerification } from '../hooks';
import { submitFields } from '../submitFields';
import { AgreementField } from './AgreementField';
import { ErrorAlert } from './ErrorAlert';
import styles from './Verification.module.css';

const fields = submitFields.licenseTransfer;

interface CompanyAccountValues {
  legal_person_name: string;
  legal_person_id_number: string;
  bank_name: string;
  bank_account: string;
  agreement: boolean;
}

/**
 * The legal person and the company account the transfer goes to; submitting sends the transfer
 * (`license_transfer`) and answers the record waiting for its amount.
 */
export function CompanyAccountForm({
  licenseCheckId,
  submit,
  onBack,
}: {
  licenseCheckId: number;
  submit: ReturnType<typeof useSubmitVerification>;
  onBack: () => void;
}) {
  const { t } = useTranslation('verification');
  const zodRules = useZodRules();

  return (
    <section className={styles.card} aria-labelledby="company-account">
      <h2 id="company-account" className={styles.cardTitle}>
        {t('enterprise.steps.account')}
      </h2>
      <p className={styles.muted}>{t('enterprise.accountIntro')}</p>
      <Form<CompanyAccountValues>
        name="companyAccount"
        layout="vertical"
        className={styles.form}
        initialValues={{ agreement: false }}
        onFinish={(values) =>
          submit.mutate({
            method: 'license_transfer',
            license_check_id: licenseCheckId,
            legal_person_name: values.legal_person_name,
            legal_person_id_number: values.legal_person_id_number,
            bank_name: values.bank_name,
            bank_account: values.bank_account,
            agreement: true,
          })
        }
      >
        <Form.Item
          name="legal_person_name"
          label={t('enterprise.legalPersonName')}
          rules={zodRules(fields.legal_person_name, {
            label: t('enterprise.legalPersonName'),
            name: t('enterprise.legalPersonNameName'),
          })}
        >
          <Input maxLength={40} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="legal_person_id_number"
          label={t('enterprise.legalPersonIdNumber')}
          rules={zodRules(fields.legal_person_id_number, {
            label: t('enterprise.legalPersonIdNumber'),
            name: t('enterprise.legalPersonIdNumberName'),
          })}
        >
          <Input maxLength={18} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="bank_name"
          label={t('enterprise.bankName')}
          rules={zodRules(fields.bank_name, {
            label: t('enterprise.bankName'),
            name: t('enterprise.bankNameName'),
          })}
        >
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item
          name="bank_account"
          label={t('enterprise.bankAccount')}
          rules={zodRules(fields.bank_account, {
            label: t('enterprise.bankAccount'),
            name: t('enterprise.bankAccountName'),
          })}
        >
          <Input inputMode="numeric" maxLength={30} autoComplete="off" />
        </Form.Item>
        <AgreementField />
        <ErrorAlert error={submit.error} title={t('refused')} />
        <div className={styles.actions}>
          <Button onClick={onBack}>{t('back')}</Button>
          <Button type="primary" htmlType="submit" loading={submit.isPending}>
            {t('enterprise.sendTransfer')}
          </Button>
        </div>
      </Form>
    </section>
  );
}
