import { type StaffCreateRequest, staffCreateRequest } from '@gpucloud/contracts';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useZodRules } from '../../shared/forms/zodRules';
import { useToast } from '../../shared/ui/toast';
import { useCreateStaff } from './hooks';
import { RoleSelect } from './RoleSelect';
import { useServerFieldErrors } from './useServerFieldErrors';

type Values = Omit<StaffCreateRequest, 'session'>;
const FIELDS = ['phone', 'name', 'role', 'password'] as const;
const FORM_ID = 'ops-create-staff';

/** A new member with an initial password; they enrol their second factor at first sign-in. */
export function CreateStaffDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('ops');
  const [form] = Form.useForm<Values>();
  const zodRules = useZodRules();
  const toast = useToast();
  const create = useCreateStaff();
  const showOnFields = useServerFieldErrors(form, FIELDS);
  const rules = (field: (typeof FIELDS)[number]) =>
    zodRules(staffCreateRequest.shape[field], {
      label: t(`staff.fields.${field}`),
      name: t(`staff.fields.${field}Name`),
    });

  const submit = (values: Values) =>
    create.mutate(values, {
      onSuccess: () => {
        toast.success(t('staff.create.done', { name: values.name.trim() }));
        onClose();
      },
      onError: showOnFields,
    });

  return (
    <Modal
      open
      title={t('staff.create.title')}
      onCancel={onClose}
      cancelText={t('staff.cancel')}
      okText={t('staff.create.submit')}
      okButtonProps={{ loading: create.isPending, htmlType: 'submit', form: FORM_ID }}
      destroyOnHidden
    >
      <p>{t('staff.create.hint')}</p>
      <Form<Values> id={FORM_ID} form={form} layout="vertical" requiredMark={false} onFinish={submit}>
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
      </Form>
    </Modal>
  );
}
