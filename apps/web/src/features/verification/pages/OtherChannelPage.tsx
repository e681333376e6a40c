import { type OtherChannelRequest, otherChannelRequest, VERIFICATION_NOTE_MAX } from '@gpucloud/contracts';
import { Button, Form, Input, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useZodRules } from '../../../shared/forms/zodRules';
import { AgreementField } from '../components/AgreementField';
import { ErrorAlert } from '../components/ErrorAlert';
import { FilesField } from '../components/FilesField';
import { PageTitle } from '../components/PageTitle';
import { SubmittedResult } from '../components/SubmittedResult';
import { useFileUploads } from '../components/useFileUploads';
import styles from '../components/Verification.module.css';
import { VerificationGate } from '../components/VerificationGate';
import { useOtherChannelVerification } from '../hooks';
import '../i18n';

const fields = otherChannelRequest.shape;
const DOCUMENT_TYPES = fields.document_type.options;
const NOTE_ROWS = 4;

interface OtherChannelForm {
  verify_type: OtherChannelRequest['verify_type'];
  name: string;
  document_type: OtherChannelRequest['document_type'];
  document_number: string;
  note?: string;
  agreement: boolean;
}

/**
 * /console/verification/otherChannel: documents staff read (passports, permits, companies outside
 * the mainland), for a personal or an enterprise verification.
 */
export function OtherChannelPage() {
  const { t } = useTranslation('verification');
  return (
    <>
      <PageTitle page="otherChannel" intro={t('otherChannel.intro')} />
      <VerificationGate>
        <OtherChannelFlow />
      </VerificationGate>
    </>
  );
}

function OtherChannelFlow() {
  const { t } = useTranslation('verification');
  const zodRules = useZodRules();
  const [form] = Form.useForm<OtherChannelForm>();
  const documents = useFileUploads({ required: true, sendWhenUploaded: form.submit });
  const send = useOtherChannelVerification();

  if (send.data) return <SubmittedResult record={send.data} />;

  const submit = (values: OtherChannelForm) => {
    if (!documents.ready()) return;
    send.mutate({
      verify_type: values.verify_type,
      name: values.name,
      document_type: values.document_type,
      document_number: values.document_number,
      file_ids: documents.ids,
      note: values.note?.trim() ?? '',
      agreement: true,
    });
  };

  return (
    <Form<OtherChannelForm>
      form={form}
      name="otherChannel"
      layout="vertical"
      className={styles.form}
      initialValues={{ verify_type: 0, agreement: false }}
      onFinish={submit}
      onFinishFailed={documents.tried}
    >
      <Form.Item name="verify_type" label={t('otherChannel.verifyType')} required>
        <Radio.Group aria-label={t('otherChannel.verifyType')}>
          <Radio value={0}>{t('verifyTypes.0')}</Radio>
          <Radio value={1}>{t('verifyTypes.1')}</Radio>
        </Radio.Group>
      </Form.Item>
      <Form.Item
        name="name"
        label={t('otherChannel.name')}
        extra={t('otherChannel.nameHint')}
        rules={zodRules(fields.name, { label: t('otherChannel.name'), name: t('otherChannel.nameName') })}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        name="document_type"
        label={t('otherChannel.documentType')}
        rules={[{ required: true, message: t('otherChannel.documentTypeRequired') }]}
      >
        <Select
          options={DOCUMENT_TYPES.map((type) => ({
            value: type,
            label: t(`otherChannel.documentTypes.${type}`),
          }))}
        />
      </Form.Item>
      <Form.Item
        name="document_number"
        label={t('otherChannel.documentNumber')}
        rules={zodRules(fields.document_number, {
          label: t('otherChannel.documentNumber'),
          name: t('otherChannel.documentNumberName'),
        })}
      >
        <Input maxLength={30} autoComplete="off" />
      </Form.Item>
      <FilesField uploads={documents} id="other-channel-files" label={t('otherChannel.files')} />
      <Form.Item name="note" label={t('otherChannel.note')}>
        <Input.TextArea rows={NOTE_ROWS} maxLength={VERIFICATION_NOTE_MAX} showCount />
      </Form.Item>
      <AgreementField />
      <ErrorAlert error={send.error} title={t('refused')} />
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={send.isPending}>
          {t('submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
