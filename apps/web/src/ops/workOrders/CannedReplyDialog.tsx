import {
  type CannedReply,
  type Language,
  opsCannedReplyCreateRequest,
  WORK_ORDER_TEXT_MAX,
} from '@gpucloud/contracts';
import { Form, type FormRule, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../shared/forms/FormDialog';
import { useZodRules } from '../../shared/forms/zodRules';
import { BilingualColumns } from '../layout/BilingualColumns';
import { useFormDialog } from '../layout/useFormDialog';
import { type CannedValues, cannedField, cannedMissing, cannedTitle } from './cannedTexts';
import { useCreateCannedReply, useEditCannedReply } from './hooks';

const FIELDS = ['title_en', 'title_zh', 'content_en', 'content_zh'] as const;
const EMPTY: CannedValues = { title_en: '', title_zh: '', content_en: '', content_zh: '' };

/**
 * A new canned reply, or new words for one, in English and Chinese side by side. It is written
 * whole (a title and its text) in at least one language, as the server asks.
 */
export function CannedReplyDialog({ reply, onClose }: { reply?: CannedReply; onClose: () => void }) {
  const { t, i18n } = useTranslation('opsWorkOrders');
  const { t: tOps } = useTranslation('ops');
  const { form, done } = useFormDialog<CannedValues>(FIELDS, onClose);
  const zodRules = useZodRules();
  const create = useCreateCannedReply();
  const edit = useEditCannedReply();
  const watched = (Form.useWatch([], form) as CannedValues | undefined) ?? reply ?? EMPTY;

  /** The contract's checks of the field, without "required": a reply may leave one language empty. */
  /** Each field names its language: the two columns' fields are told apart by their names. */
  const labelOf = (field: 'title' | 'content', language: Language) =>
    tOps('bilingual.fieldIn', {
      field: t(`canned.fields.${field}`),
      language: tOps(`bilingual.short.${language}`),
    });
  const rules = (field: 'title' | 'content', language: Language): FormRule[] =>
    zodRules(opsCannedReplyCreateRequest.shape[cannedField(field, language)], {
      label: labelOf(field, language),
      name: t(`canned.fields.${field}Name`),
    }).slice(1);

  const submit = (values: CannedValues) => {
    if (cannedMissing(values).length === 2) {
      form.setFields([{ name: 'title_en', errors: [t('canned.oneLanguage')] }]);
      return;
    }
    const title = cannedTitle(values, i18n.language);
    const said = done(t(reply ? 'canned.editDialog.done' : 'canned.createDialog.done', { title }));
    if (reply) edit.mutate({ id: reply.id, ...values }, said);
    else create.mutate(values, said);
  };

  const language = (code: Language) => (
    <>
      <Form.Item
        name={cannedField('title', code)}
        label={labelOf('title', code)}
        rules={rules('title', code)}
        validateFirst
      >
        <Input autoComplete="off" maxLength={60} lang={code} autoFocus={code === 'en-US'} />
      </Form.Item>
      <Form.Item
        name={cannedField('content', code)}
        label={labelOf('content', code)}
        rules={rules('content', code)}
        validateFirst
      >
        <Input.TextArea rows={8} maxLength={WORK_ORDER_TEXT_MAX} lang={code} />
      </Form.Item>
    </>
  );

  return (
    <FormDialog<CannedValues>
      formId="ops-canned-reply"
      form={form}
      width={960}
      title={
        reply
          ? t('canned.editDialog.title', { title: cannedTitle(reply, i18n.language) })
          : t('canned.createDialog.title')
      }
      cancelText={t('cancel')}
      okText={t('save')}
      pending={create.isPending || edit.isPending}
      onClose={onClose}
      initialValues={
        reply
          ? {
              title_en: reply.title_en,
              title_zh: reply.title_zh,
              content_en: reply.content_en,
              content_zh: reply.content_zh,
            }
          : EMPTY
      }
      onFinish={submit}
    >
      <BilingualColumns
        english={language('en-US')}
        chinese={language('zh-CN')}
        missing={cannedMissing(watched)}
      />
    </FormDialog>
  );
}
