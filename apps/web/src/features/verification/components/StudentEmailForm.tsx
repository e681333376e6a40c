import type { VerificationRecord } from '@gpucloud/contracts';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useZodRules } from '../../../shared/forms/zodRules';
import { useSendStudentEmailCode, useSubmitVerification } from '../hooks';
import { submitFields } from '../submitFields';
import { AgreementField } from './AgreementField';
import { CodeField } from './CodeField';
import { ErrorAlert } from './ErrorAlert';
import { FilesField } from './FilesField';
import { useFileUploads } from './useFileUploads';
import styles from './Verification.module.css';

const fields = submitFields.schoolEmail;

interface SchoolEmailValues {
  school: string;
  student_name: string;
  email: string;
  email_code: string;
  agreement: boolean;
}

/** Student verification by a code sent to a school mailbox, with a student card photo if any. */
export function StudentEmailForm({ onSubmitted }: { onSubmitted: (record: VerificationRecord) => void }) {
  const { t } = useTranslation('verification');
  const zodRules = useZodRules();
  const submit = useSubmitVerification();
  const [form] = Form.useForm<SchoolEmailValues>();
  const photos = useFileUploads({ required: false, sendWhenUploaded: form.submit });
  const sendCode = useSendStudentEmailCode();

  const send = async (): Promise<string | null> => {
    let email: string;
    try {
      ({ email } = await form.validateFields(['email']));
    } catch {
      return null;
    }
    await sendCode.mutateAsync(email);
    return email;
  };

  const finish = (values: SchoolEmailValues) => {
    if (!photos.ready()) return;
    submit.mutate(
      {
        method: 'school_email',
        school: values.school,
        student_name: values.student_name,
        email: values.email,
        email_code: values.email_code,
        file_ids: photos.ids.length > 0 ? photos.ids : undefined,
        agreement: true,
      },
      { onSuccess: onSubmitted },
    );
  };

  return (
    <Form<SchoolEmailValues>
      form={form}
      name="schoolEmail"
      layout="vertical"
      className={styles.form}
      initialValues={{ agreement: false }}
      onFinish={finish}
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
        name="email"
        label={t('student.email')}
        rules={zodRules(fields.email, { label: t('student.email'), name: t('student.emailName') })}
      >
        <Input type="email" inputMode="email" autoComplete="email" maxLength={100} />
      </Form.Item>
      <CodeField
        name="email_code"
        id="schoolEmail_email_code"
        label={t('student.emailCode')}
        rules={zodRules(fields.email_code, {
          label: t('student.emailCode'),
          name: t('student.emailCodeName'),
        })}
        send={send}
      />
      <FilesField uploads={photos} id="student-card-files" label={t('student.cardPhotos')} />
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
