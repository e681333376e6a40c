import { type StaffListEntry, type StaffRole, staffSetRoleRequest } from '@gpucloud/contracts';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../shared/forms/FormDialog';
import { useFormDialog, useSchemaRules } from '../layout/useFormDialog';
import { useSetStaffRole } from './hooks';
import { RoleSelect } from './RoleSelect';

interface Values {
  role: StaffRole;
}
const FIELDS = ['role'] as const;

/** Another role for a member; their sessions end, so the new role counts from their next sign-in. */
export function SetRoleDialog({ member, onClose }: { member: StaffListEntry; onClose: () => void }) {
  const { t } = useTranslation('ops');
  const { form, done } = useFormDialog<Values>(FIELDS, onClose);
  const rules = useSchemaRules(staffSetRoleRequest.shape, FIELDS, t, 'staff.fields');
  const setRole = useSetStaffRole();
  const submit = ({ role }: Values) =>
    setRole.mutate(
      { staff_id: member.Id, role },
      done(t('staff.setRole.done', { name: member.Name, role: t(`roles.${role}`) })),
    );

  return (
    <FormDialog<Values>
      formId="ops-set-staff-role"
      form={form}
      title={t('staff.setRole.title', { name: member.Name })}
      cancelText={t('staff.cancel')}
      okText={t('staff.setRole.submit')}
      pending={setRole.isPending}
      onClose={onClose}
      intro={<p>{t('staff.setRole.hint')}</p>}
      initialValues={{ role: member.Role }}
      onFinish={submit}
    >
      <Form.Item name="role" label={t('staff.fields.role')} rules={rules('role')}>
        <RoleSelect />
      </Form.Item>
    </FormDialog>
  );
}
