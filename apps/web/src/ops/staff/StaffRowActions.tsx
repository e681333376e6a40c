import type { StaffListEntry } from '@gpucloud/contracts';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StaffConfirmation } from './ConfirmStaffDialog';

/** A member's three actions; each names the member for screen readers (the rows all say the same). */
export function StaffRowActions({
  member,
  onChoose,
}: {
  member: StaffListEntry;
  onChoose: (kind: 'role' | StaffConfirmation) => void;
}) {
  const { t } = useTranslation('ops');
  const name = member.Name;
  return (
    <Space size={0} wrap>
      <Button
        type="link"
        aria-label={t('staff.actions.changeRoleOf', { name })}
        onClick={() => onChoose('role')}
      >
        {t('staff.actions.changeRole')}
      </Button>
      {member.TotpEnabled && (
        <Button
          type="link"
          aria-label={t('staff.actions.resetTotpOf', { name })}
          onClick={() => onChoose('resetTotp')}
        >
          {t('staff.actions.resetTotp')}
        </Button>
      )}
      <Button
        type="link"
        danger
        aria-label={t('staff.actions.disableOf', { name })}
        onClick={() => onChoose('disable')}
      >
        {t('staff.actions.disable')}
      </Button>
    </Space>
  );
}
