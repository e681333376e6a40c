import { Button, Form, Input } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { translateIssue } from '../../shared/forms/zodRules';
import styles from './Outbox.module.css';
import { addressIssue, type OutboxKind } from './outboxFilter';

/**
 * The address an outbox is filtered by, kept in the URL by the page; empty shows every message. The
 * field follows the URL when it changes from elsewhere (show all, back, a link) and is left alone
 * when the URL only catches up with what was just submitted, so what a person types right after
 * filtering is never replaced by the filter arriving.
 */
export function OutboxFilterForm({
  kind,
  value,
  onChange,
}: {
  kind: OutboxKind;
  value: string;
  onChange: (next: string | null) => void;
}) {
  const { t, i18n } = useTranslation('opsOutbox');
  const { t: tShell } = useTranslation();
  const label = t(`${kind}.filter`);
  const [form] = Form.useForm<{ address?: string }>();
  const submitted = useRef(value);
  useEffect(() => {
    if (value === submitted.current) return;
    submitted.current = value;
    form.setFields([{ name: 'address', value, errors: [] }]);
  }, [value, form]);
  const submit = (next: string | null) => {
    submitted.current = next ?? '';
    onChange(next);
  };
  return (
    <Form
      form={form}
      layout="vertical"
      className={styles.filter}
      initialValues={{ address: value }}
      onFinish={(values: { address?: string }) => submit(values.address?.trim() || null)}
    >
      <Form.Item
        name="address"
        label={label}
        rules={[
          {
            validator: async (_rule, typed: unknown) => {
              const issue = addressIssue(kind, typeof typed === 'string' ? typed : '');
              if (issue !== null)
                throw new Error(
                  tShell('validation.fieldIssue', {
                    field: label,
                    issue: translateIssue(issue, i18n.language),
                  }),
                );
            },
          },
        ]}
      >
        <Input allowClear maxLength={120} inputMode={kind === 'sms' ? 'tel' : 'email'} autoComplete="off" />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit">
          {t('filterSubmit')}
        </Button>
      </Form.Item>
      {value ? (
        <Form.Item>
          <Button
            onClick={() => {
              form.setFields([{ name: 'address', value: '', errors: [] }]);
              submit(null);
            }}
          >
            {t('showAll')}
          </Button>
        </Form.Item>
      ) : null}
    </Form>
  );
}
