import { type StaffCreateRequest, staffCreateRequest } from '@gpucloud/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../shared/forms/FormDialog';
import { useFormDialog, useSchemaRules } from '../layout/useFormDialog';
import { useCreateStaff } from './hooks';
import { RoleSelect } from './RoleSelect';

type Values = Omit<StaffCreateRequest, 'session'>;
const FIELDS = ['phone', 'name', 'role', 'password'] as const;

/** A new member with an initial password; they enrol their second factor at first sign-in. */
export function CreateStaffDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('ops');
  const { form, done } = useFormDialog<Values>(FIELDS, onClose);
  const rules = useSchemaRules(staffCreateRequest.shape, FIELDS, t, 'staff.fields');
  const create = useCreateStaff();
  const submit = (values: Values) =>
    create.mutate(values, done(t('staff.create.done', { name: values.name.trim() })));

  return (
    <FormDialog<Values>
      formId="ops-create-staff"
      form={form}
      title={t('staff.create.title')}
      cancelText={t('staff.cancel')}
      okText={t('staff.create.submit')}
      pending={create.isPending}
      onClose={onClose}
      intro={<p>{t('staff.create.hint')}</p>}
      onFinish={submit}
    >
      <Form.Item name="phone" label={t('staff.fields.phone')} rules={rules('phone')} validateFirst>
        <Input inputMode="tel" autoComplete="off" autoFocus />
      </Form.Item>
      <Form.Item name="name" label={t('staff.fields.name')} rules={rules('name')} validateFirst>
        <Input autoComplete="off" maxLength={50} />
      </Form.Item>
      <Form.Item name="role" label={t('staff.fields.role')} rules={rules('role')} validateFirst>
        <RoleSelect />
      </Form.Item>
      <Form.Item name="password" label={t('staff.fields.password')} rules={rules('password')} validateFirst>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </FormDialog>
  );
}
