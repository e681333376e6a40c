import { invoiceApplyRequest } from '@gpucloud/contracts';
import { formatYuan } from '@gpucloud/domain';
import { Alert, Button, Form, Input, Radio, Select, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useZodRules } from '../../../shared/forms/zodRules';
import { useToast } from '../../../shared/ui/toast';
import { useApplyForInvoice, useInvoiceTitles } from '../hooks';
import { applyRequestOf, type InvoiceConditions, type InvoiceMode } from '../selection';
import { specialChoice } from '../special';
import styles from './Invoices.module.css';

interface Values {
  title_id?: number;
  invoice_type: 'ordinary' | 'special';
  email: string;
}

/** Who the invoice is for, which kind, where it goes; sends the chosen top-ups or months. */
export function ApplyForm({
  conditions,
  mode,
  refs,
  blocked,
  onApplied,
  onAddTitle,
}: {
  conditions: InvoiceConditions;
  mode: InvoiceMode;
  refs: readonly string[];
  /** The selection breaks a rule the summary states: the button waits. */
  blocked: boolean;
  onApplied: () => void;
  onAddTitle: () => void;
}) {
  const { t } = useTranslation('invoices');
  const toast = useToast();
  const zodRules = useZodRules();
  const titles = useInvoiceTitles();
  const apply = useApplyForInvoice();
  const [form] = Form.useForm<Values>();
  const titleId = Form.useWatch('title_id', form);
  const list = titles.data ?? [];
  const defaultId = (list.find((title) => title.is_default) ?? list[0])?.id;
  const special = specialChoice(
    conditions,
    list.find((title) => title.id === titleId),
  );

  // The form shows only once a title exists: before that there is nothing to correct.
  const shown = list.length > 0;
  // A deleted title gives way to the default; a title that cannot take a special invoice, to ordinary.
  useEffect(() => {
    if (shown && !list.some((title) => title.id === form.getFieldValue('title_id')))
      form.setFieldValue('title_id', defaultId);
  }, [shown, list, defaultId, form]);
  useEffect(() => {
    if (shown && !special.allowed && form.getFieldValue('invoice_type') === 'special')
      form.setFieldValue('invoice_type', 'ordinary');
  }, [shown, special.allowed, form]);

  if (titles.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (!shown)
    return (
      <Alert
        type="info"
        showIcon
        className={styles.block}
        title={t('apply.noTitles')}
        action={<Button onClick={onAddTitle}>{t('apply.toTitles')}</Button>}
      />
    );

  const submit = (values: Values) => {
    if (values.title_id === undefined) return;
    apply.mutate(
      applyRequestOf({
        mode,
        refs,
        titleId: values.title_id,
        invoiceType: values.invoice_type,
        email: values.email,
      }),
      {
        onSuccess: ({ record }) => {
          toast.success(
            t('apply.done', { id: record.id, amount: formatYuan(record.amount, { grouped: true }) }),
          );
          onApplied();
        },
      },
    );
  };

  return (
    <Form<Values>
      name="invoice-apply"
      form={form}
      layout="vertical"
      requiredMark={false}
      aria-label={t('apply.formLabel')}
      className={styles.applyForm}
      initialValues={{ title_id: defaultId, invoice_type: 'ordinary', email: '' }}
      onFinish={submit}
    >
      <Form.Item
        name="title_id"
        label={t('apply.title')}
        rules={[{ required: true, message: t('apply.noTitles') }]}
      >
        <Select
          options={list.map((title) => ({
            value: title.id,
            label: `${title.name} · ${t(`kinds.${title.kind}`)}`,
          }))}
        />
      </Form.Item>
      <Form.Item
        name="invoice_type"
        label={t('apply.type')}
        extra={
          special.allowed
            ? undefined
            : special.because === 'account'
              ? t('apply.specialNeedsVerification')
              : t('apply.specialNeedsTitle')
        }
      >
        <Radio.Group
          aria-label={t('apply.type')}
          options={[
            { value: 'ordinary', label: t('types.ordinary') },
            { value: 'special', label: t('types.special'), disabled: !special.allowed },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('apply.email')}
        extra={t('apply.emailHint')}
        validateFirst
        rules={zodRules(invoiceApplyRequest.shape.email, {
          label: t('apply.email'),
          name: t('apply.emailName'),
        })}
      >
        <Input type="email" autoComplete="email" maxLength={100} />
      </Form.Item>
      {apply.error && (
        <Alert
          type="error"
          showIcon
          role="alert"
          className={styles.block}
          title={t('apply.refused')}
          description={apply.error.message}
        />
      )}
      <Button type="primary" htmlType="submit" disabled={blocked} loading={apply.isPending}>
        {t('apply.submit')}
      </Button>
    </Form>
  );
}
