import type { VerificationRecord } from '@gpucloud/contracts';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useZodRules } from '../../../shared/forms/zodRules';
import { useSubmitVerification } from '../hooks';
import { submitFields } from '../submitFields';
import { AgreementField } from './AgreementField';
import { ErrorAlert } from './ErrorAlert';
import styles from './Verification.module.css';

const fields = submitFields.studentReport;

interface StudentReportValues {
  school: string;
  student_name: string;
  report_code: string;
  agreement: boolean;
}

/** Student verification by the online verification code of a CHSI student-status report. */
export function StudentReportForm({ onSubmitted }: { onSubmitted: (record: VerificationRecord) => void }) {
  const { t } = useTranslation('verification');
  const zodRules = useZodRules();
  const submit = useSubmitVerification();
  return (
    <Form<StudentReportValues>
      name="studentReport"
      layout="vertical"
      className={styles.form}
      initialValues={{ agreement: false }}
      onFinish={(values) =>
        submit.mutate(
          {
            method: 'student_report',
            school: values.school,
            student_name: values.student_name,
            report_code: values.report_code,
            agreement: true,
          },
          { onSuccess: onSubmitted },
        )
      }
    >
      <Form.Item
        name="school"
        label={t('student.school')}
        rules={zodRules(fields.school, { label: t('student.school'), name: t('student.schoolName') })}
      >
        <Input maxLength={60} autoComplete="organization" />
      </Form.Item>
      <Form.Item
        name="student_name"
        label={t('student.name')}
        rules={zodRules(fields.student_name, { label: t('student.name'), name: t('student.nameName') })}
      >
        <Input maxLength={40} autoComplete="name" />
      </Form.Item>
      <Form.Item
        name="report_code"
        label={t('student.reportCode')}
        extra={t('student.reportHint')}
        rules={zodRules(fields.report_code, {
          label: t('student.reportCode'),
          name: t('student.reportCodeName'),
        })}
      >
        <Input maxLength={20} autoComplete="off" />
      </Form.Item>
      <AgreementField />
      <ErrorAlert error={submit.error} title={t('refused')} />
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={submit.isPending}>
          {t('submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
