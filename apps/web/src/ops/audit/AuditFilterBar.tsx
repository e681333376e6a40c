import { Button, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStaffList } from '../staff/hooks';
import styles from './AuditPage.module.css';
import { type AuditFilters, NO_FILTERS } from './auditQuery';

/** Who, which endpoint, which object and which days; applied on Search, cleared by Reset. */
export function AuditFilterBar({
  value,
  onApply,
}: {
  value: AuditFilters;
  onApply: (filters: AuditFilters) => void;
}) {
  const { t } = useTranslation('ops');
  const [form] = Form.useForm<AuditFilters>();
  const staff = useStaffList();
  const staffOptions = [
    { value: '', label: t('audit.anyStaff') },
    ...(staff.data ?? []).map((member) => ({
      value: String(member.Id),
      label: `${member.Name} (${t(`roles.${member.Role}`)})`,
    })),
  ];

  return (
    <Form<AuditFilters>
      form={form}
      layout="vertical"
      initialValues={value}
      onFinish={(values) => onApply({ ...NO_FILTERS, ...values })}
      className={styles.filters}
      aria-label={t('audit.filtersLabel')}
    >
      <Form.Item name="staff" label={t('audit.staff')}>
        <Select options={staffOptions} loading={staff.isPending} className={styles.staffSelect} />
      </Form.Item>
      <Form.Item name="endpoint" label={t('audit.endpoint')}>
        <Input allowClear />
      </Form.Item>
      <Form.Item name="type" label={t('audit.objectType')}>
        <Input allowClear />
      </Form.Item>
      <Form.Item name="id" label={t('audit.objectId')}>
        <Input allowClear />
      </Form.Item>
      <Form.Item name="from" label={t('audit.from')}>
        <Input type="date" />
      </Form.Item>
      <Form.Item name="to" label={t('audit.to')}>
        <Input type="date" />
      </Form.Item>
      <div className={styles.actions}>
        <Button type="primary" htmlType="submit">
          {t('audit.search')}
        </Button>
        <Button
          onClick={() => {
            form.setFieldsValue(NO_FILTERS);
            onApply(NO_FILTERS);
          }}
        >
          {t('audit.reset')}
        </Button>
      </div>
    </Form>
  );
}
