import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { translateIssue } from '../../shared/forms/zodRules';
import styles from './Outbox.module.css';
import { addressIssue, type OutboxKind } from './outboxFilter';

/** The address an outbox is filtered by, kept in the URL by the page; empty shows every message. */
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
  return (
    <Form
      key={value}
      layout="vertical"
      className={styles.filter}
      initialValues={{ address: value }}
      onFinish={(values: { address?: string }) => onChange(values.address?.trim() || null)}
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
          <Button onClick={() => onChange(null)}>{t('showAll')}</Button>
        </Form.Item>
      ) : null}
    </Form>
  );
}
