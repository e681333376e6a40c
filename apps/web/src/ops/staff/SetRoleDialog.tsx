import { type StaffListEntry, type StaffRole, staffSetRoleRequest } from '@gpucloud/contracts';
import { Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useZodRules } from '../../shared/forms/zodRules';
import { useToast } from '../../shared/ui/toast';
import { useSetStaffRole } from './hooks';
import { RoleSelect } from './RoleSelect';
import { useServerFieldErrors } from './useServerFieldErrors';

const FORM_ID = 'ops-set-staff-role';

/** Another role for a member; their sessions end, so the new role counts from their next sign-in. */
export function SetRoleDialog({ member, onClose }: { member: StaffListEntry; onClose: () => void }) {
  const { t } = useTranslation('ops');
  const [form] = Form.useForm<{ role: StaffRole }>();
  const zodRules = useZodRules();
  const toast = useToast();
  const setRole = useSetStaffRole();
  const showOnFields = useServerFieldErrors(form, ['role']);

  const submit = ({ role }: { role: StaffRole }) =>
    setRole.mutate(
      { staff_id: member.Id, role },
      {
        onSuccess: () => {
          toast.success(t('staff.setRole.done', { name: member.Name, role: t(`roles.${role}`) }));
          onClose();
        },
        onError: showOnFields,
      },
    );

  return (
    <Modal
      open
      title={t('staff.setRole.title', { name: member.Name })}
      onCancel={onClose}
      cancelText={t('staff.cancel')}
      okText={t('staff.setRole.submit')}
      okButtonProps={{ loading: setRole.isPending, htmlType: 'submit', form: FORM_ID }}
      destroyOnHidden
    >
      <p>{t('staff.setRole.hint')}</p>
      <Form
        id={FORM_ID}
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ role: member.Role }}
        onFinish={submit}
      >
        <Form.Item
          name="role"
          label={t('staff.fields.role')}
          rules={zodRules(staffSetRoleRequest.shape.role, {
            label: t('staff.fields.role'),
            name: t('staff.fields.roleName'),
          })}
        >
          <RoleSelect />
        </Form.Item>
      </Form>
    </Modal>
  );
}
