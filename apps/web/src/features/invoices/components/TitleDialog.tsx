import { type InvoiceTitle, invoiceTitleFields } from '@gpucloud/contracts';
import { Alert, Checkbox, Form, Input, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/forms/FormDialog';
import { useZodRules } from '../../../shared/forms/zodRules';
import { useToast } from '../../../shared/ui/toast';
import { useOptionalZodRule } from '../formRules';
import { useSaveTitle } from '../hooks';
import {
  newTitleValues,
  offersDefaultBox,
  type TitleFormValues,
  titleRequestOf,
  titleValuesOf,
} from '../titleForm';
import styles from './Invoices.module.css';

const FORM_ID = 'invoice-title';
const COMPANY_DETAILS = ['address', 'phone', 'bank', 'account'] as const;
const MAX_LENGTH = { address: 120, phone: 20, bank: 60, account: 30 } as const;

/** Adds a title, or edits `title`: a person's name, or a company's name, taxpayer ID and details. */
export function TitleDialog({
  title,
  firstTitle,
  onClose,
}: {
  title: InvoiceTitle | null;
  firstTitle: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('invoices');
  const toast = useToast();
  const zodRules = useZodRules();
  const optionalRule = useOptionalZodRule();
  const save = useSaveTitle();
  const [form] = Form.useForm<TitleFormValues>();
  const kind = Form.useWatch('kind', form) ?? title?.kind ?? 'company';
  const label = (field: 'name' | 'taxpayer_id') => ({
    label: t(`titleDialog.${field}`),
    name: t(`titleDialog.${field}Name`),
  });

  const submit = (values: TitleFormValues) => {
    const body = titleRequestOf(values);
    save.mutate(
      { id: title?.id ?? null, body },
      {
        onSuccess: () => {
          toast.success(t(title ? 'titleDialog.saved' : 'titleDialog.added', { name: body.name }));
          onClose();
        },
      },
    );
  };

  return (
    <FormDialog<TitleFormValues>
      formId={FORM_ID}
      name={FORM_ID}
      form={form}
      title={t(title ? 'titleDialog.editTitle' : 'titleDialog.addTitle')}
      okText={t('titleDialog.save')}
      cancelText={t('cancel')}
      pending={save.isPending}
      onClose={onClose}
      initialValues={title ? titleValuesOf(title) : newTitleValues(firstTitle)}
      onFinish={submit}
    >
      <Form.Item name="kind" label={t('titleDialog.kind')}>
        <Radio.Group
          aria-label={t('titleDialog.kind')}
          options={[
            { value: 'personal', label: t('kinds.personal') },
            { value: 'company', label: t('kinds.company') },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="name"
        label={t('titleDialog.name')}
        extra={t('titleDialog.nameHint')}
        validateFirst
        rules={zodRules(invoiceTitleFields.name, label('name'))}
      >
        <Input maxLength={100} autoComplete="off" />
      </Form.Item>
      {kind === 'company' && (
        <>
          <Form.Item
            name="taxpayer_id"
            label={t('titleDialog.taxpayer_id')}
            extra={t('titleDialog.taxpayerHint')}
            validateFirst
            normalize={(value: string) => value.toUpperCase()}
            rules={zodRules(invoiceTitleFields.taxpayer_id, label('taxpayer_id'))}
          >
            <Input maxLength={18} autoComplete="off" spellCheck={false} />
          </Form.Item>
          {COMPANY_DETAILS.map((field) => (
            <Form.Item
              key={field}
              name={field}
              label={t(`titleDialog.${field}`)}
              rules={[optionalRule(invoiceTitleFields[field], t(`titleDialog.${field}`))]}
            >
              <Input
                maxLength={MAX_LENGTH[field]}
                inputMode={field === 'phone' || field === 'account' ? 'numeric' : undefined}
                autoComplete="off"
              />
            </Form.Item>
          ))}
          <Alert type="info" showIcon title={t('titleDialog.specialHint')} />
        </>
      )}
      {offersDefaultBox(title) ? (
        <Form.Item name="is_default" valuePropName="checked" className={styles.defaultBox}>
          <Checkbox>{t('titleDialog.isDefault')}</Checkbox>
        </Form.Item>
      ) : (
        <Typography.Paragraph type="secondary" className={styles.defaultBox}>
          {t('titleDialog.isDefaultAlready')}
        </Typography.Paragraph>
      )}
      {save.error && <Alert type="error" showIcon role="alert" title={save.error.message} />}
    </FormDialog>
  );
}
