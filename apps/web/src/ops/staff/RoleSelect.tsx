import { STAFF_ROLES, type StaffRole } from '@gpucloud/contracts';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';

/** The five staff roles by their names; antd's Form.Item gives it its label and value. */
export function RoleSelect({
  id,
  value,
  onChange,
}: {
  id?: string;
  value?: StaffRole;
  onChange?: (role: StaffRole) => void;
}) {
  const { t } = useTranslation('ops');
  return (
    <Select<StaffRole>
      id={id}
      value={value}
      onChange={onChange}
      options={STAFF_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
    />
  );
}
