import { type CannedReply, opsCannedReplyCreateRequest, WORK_ORDER_TEXT_MAX } from '@gpucloud/contracts';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useZodRules } from '../../shared/forms/zodRules';
import { useToast } from '../../shared/ui/toast';
import { useServerFieldErrors } from '../staff/useServerFieldErrors';
import { useCreateCannedReply, useEditCannedReply } from './hooks';

interface Values {
  title: string;
  content: string;
}
const FIELDS = ['title', 'content'] as const;
const FORM_ID = 'ops-canned-reply';

/** A new canned reply, or new words for one. */
export function CannedReplyDialog({ reply, onClose }: { reply?: CannedReply; onClose: () => void }) {
  const { t } = useTranslation('opsWorkOrders');
  const [form] = Form.useForm<Values>();
  const zodRules = useZodRules();
  const toast = useToast();
  const create = useCreateCannedReply();
  const edit = useEditCannedReply();
  const showOnFields = useServerFieldErrors(form, FIELDS);
  const rules = (field: (typeof FIELDS)[number]) =>
    zodRules(opsCannedReplyCreateRequest.shape[field], {
      label: t(`canned.fields.${field}`),
      name: t(`canned.fields.${field}Name`),
    });
  const done = (title: string) => ({
    onSuccess: () => {
      toast.success(t(reply ? 'canned.editDialog.done' : 'canned.createDialog.done', { title }));
      onClose();
    },
    onError: showOnFields,
  });
  const submit = (values: Values) =>
    reply
      ? edit.mutate({ id: reply.id, ...values }, done(values.title))
      : create.mutate(values, done(values.title));

  return (
    <Modal
      open
      width={640}
      title={reply ? t('canned.editDialog.title', { title: reply.title }) : t('canned.createDialog.title')}
      onCancel={onClose}
      cancelText={t('cancel')}
      okText={t('save')}
      okButtonProps={{ loading: create.isPending || edit.isPending, htmlType: 'submit', form: FORM_ID }}
      destroyOnHidden
    >
      <Form<Values>
        id={FORM_ID}
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={reply ? { title: reply.title, content: reply.content } : {}}
        onFinish={submit}
      >
        <Form.Item name="title" label={t('canned.fields.title')} rules={rules('title')} validateFirst>
          <Input autoComplete="off" maxLength={60} autoFocus />
        </Form.Item>
        <Form.Item name="content" label={t('canned.fields.content')} rules={rules('content')} validateFirst>
          <Input.TextArea rows={8} maxLength={WORK_ORDER_TEXT_MAX} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
