import { WORK_ORDER_TEXT_MAX, WORK_ORDER_TITLE_MAX, workOrderCreateRequest } from '@gpucloud/contracts';
import { Button, Checkbox, Form, Input } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useZodRules } from '../../../shared/forms/zodRules';
import { useUserInfo } from '../../../shared/queries/account';
import { PageTitle } from '../../../shared/ui/PageTitle';
import { useToast } from '../../../shared/ui/toast';
import { AttachmentsField } from '../components/AttachmentsField';
import { InstanceField } from '../components/InstanceField';
import { MessageAlerts } from '../components/MessageAlerts';
import { useAttachmentUploads } from '../components/useAttachmentUploads';
import styles from '../components/WorkOrders.module.css';
import { useCreateWorkOrder } from '../hooks';
import { resourceIdOf } from '../instanceOptions';
import '../i18n';
import { AgreementVersion } from '../../../shared/agreements/AgreementVersion';
import { detailPath, SELECT_QUESTION_PATH } from '../paths';

const fields = workOrderCreateRequest.shape;
const DESCRIPTION_ROWS = 8;

interface SubmitForm {
  title: string;
  description: string;
  resource_id?: string;
  contact_phone: string;
  agreement: boolean;
}

/** Subcategories about a machine name the instance the ticket concerns. */
function needsInstance(resourceType: string | undefined): boolean {
  return resourceType === 'instance' || resourceType === 'bare_metal';
}

/**
 * /console/createWorkOrder/submit/:id/:question/:resource_type: the ticket form for one question
 * (subcategory :id). Files upload as they are dropped; the ticket names the uploaded ids.
 */
export function SubmitWorkOrderPage() {
  const { t } = useTranslation('workOrders');
  const { t: tShell } = useTranslation();
  const zodRules = useZodRules();
  const toast = useToast();
  const navigate = useNavigate();
  const params = useParams();
  const subcategoryId = Number(params.id);
  const withInstance = needsInstance(params.resource_type);
  const [form] = Form.useForm<SubmitForm>();
  const uploads = useAttachmentUploads();
  const create = useCreateWorkOrder();
  const phone = useUserInfo().data?.Phone ?? '';

  // User info may arrive after the first render; a number already typed is kept.
  useEffect(() => {
    if (phone && !form.isFieldTouched('contact_phone')) form.setFieldValue('contact_phone', phone);
  }, [phone, form]);

  const submit = (values: SubmitForm) => {
    if (uploads.holdWhileBusy()) return;
    create.mutate(
      {
        subcategory_id: subcategoryId,
        title: values.title,
        description: values.description,
        resource_id: withInstance ? resourceIdOf(values.resource_id) : undefined,
        contact_phone: values.contact_phone,
        file_ids: uploads.ids,
        agreement: true,
      },
      {
        onSuccess: ({ id }) => {
          toast.success(t('submit.submitted'));
          navigate(detailPath(id));
        },
      },
    );
  };

  return (
    <>
      <PageTitle title={tShell('shell.pages.submitWorkOrder')}>
        {t('submit.question', { question: params.question ?? '' })}{' '}
        <Link to={SELECT_QUESTION_PATH}>{t('submit.changeQuestion')}</Link>
      </PageTitle>
      <Form<SubmitForm>
        form={form}
        layout="vertical"
        className={styles.form}
        initialValues={{ contact_phone: phone, agreement: false }}
        onFinish={submit}
      >
        <Form.Item
          name="title"
          label={t('submit.title')}
          rules={zodRules(fields.title, { label: t('submit.title'), name: t('submit.titleName') })}
        >
          <Input maxLength={WORK_ORDER_TITLE_MAX} showCount placeholder={t('submit.titlePlaceholder')} />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('submit.description')}
          rules={zodRules(fields.description, {
            label: t('submit.description'),
            name: t('submit.descriptionName'),
          })}
        >
          {/* Fixed rows: autoSize writes a style attribute, which the page's CSP refuses. */}
          <Input.TextArea
            rows={DESCRIPTION_ROWS}
            maxLength={WORK_ORDER_TEXT_MAX}
            showCount
            placeholder={t('submit.descriptionPlaceholder')}
          />
        </Form.Item>
        {withInstance && <InstanceField id="work-order-instance" />}
        <Form.Item
          name="contact_phone"
          label={t('submit.contactPhone')}
          extra={t('submit.contactPhoneHint')}
          rules={zodRules(fields.contact_phone, {
            label: t('submit.contactPhone'),
            name: t('submit.contactPhoneName'),
          })}
        >
          <Input inputMode="tel" autoComplete="tel" maxLength={11} />
        </Form.Item>
        <AttachmentsField uploads={uploads} id="work-order-files" />
        <Form.Item
          name="agreement"
          valuePropName="checked"
          rules={[
            {
              validator: async (_rule, value: unknown) => {
                if (value !== true) throw new Error(t('submit.agreementRequired'));
              },
            },
          ]}
        >
          <Checkbox>
            {t('submit.agreement')}{' '}
            <Link to="/workOrderAgreement" target="_blank" rel="noopener">
              {t('submit.agreementLink')}
            </Link>
            <AgreementVersion agreementKey="work_order" />
          </Checkbox>
        </Form.Item>
        <MessageAlerts uploads={uploads} refused={t('submit.refused')} error={create.error} />
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            {t('submit.submit')}
          </Button>
        </Form.Item>
      </Form>
    </>
  );
}
