import { type CannedReply, opsCannedReplyCreateRequest, WORK_ORDER_TEXT_MAX } from '@gpucloud/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../shared/forms/FormDialog';
import { useFormDialog, useSchemaRules } from '../layout/useFormDialog';
import { useCreateCannedReply, useEditCannedReply } from './hooks';

interface Values {
  title: string;
  content: string;
}
const FIELDS = ['title', 'content'] as const;

/** A new canned reply, or new words for one. */
export function CannedReplyDialog({ reply, onClose }: { reply?: CannedReply; onClose: () => void }) {
  const { t } = useTranslation('opsWorkOrders');
  const { form, done } = useFormDialog<Values>(FIELDS, onClose);
  const rules = useSchemaRules(opsCannedReplyCreateRequest.shape, FIELDS, t, 'canned.fields');
  const create = useCreateCannedReply();
  const edit = useEditCannedReply();
  const submit = (values: Values) => {
    const said = done(
      t(reply ? 'canned.editDialog.done' : 'canned.createDialog.done', { title: values.title }),
    );
    if (reply) edit.mutate({ id: reply.id, ...values }, said);
    else create.mutate(values, said);
  };

  return (
    <FormDialog<Values>
      formId="ops-canned-reply"
      form={form}
      width={640}
      title={reply ? t('canned.editDialog.title', { title: reply.title }) : t('canned.createDialog.title')}
      cancelText={t('cancel')}
      okText={t('save')}
      pending={create.isPending || edit.isPending}
      onClose={onClose}
      initialValues={reply ? { title: reply.title, content: reply.content } : {}}
      onFinish={submit}
    >
      <Form.Item name="title" label={t('canned.fields.title')} rules={rules('title')} validateFirst>
        <Input autoComplete="off" maxLength={60} autoFocus />
      </Form.Item>
      <Form.Item name="content" label={t('canned.fields.content')} rules={rules('content')} validateFirst>
        <Input.TextArea rows={8} maxLength={WORK_ORDER_TEXT_MAX} />
      </Form.Item>
    </FormDialog>
  );
}
