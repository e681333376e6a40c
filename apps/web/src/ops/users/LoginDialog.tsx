import type { OpsUserProfile } from '@gpucloud/contracts';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../shared/forms/FormDialog';
import { useFormDialog } from '../layout/useFormDialog';
import { useSetLogin } from './hooks';
import { ReasonField } from './ReasonField';

interface Values {
  reason: string;
}
const FIELDS = ['reason'] as const;

/** Disables (ending every session) or enables an account's login, with the reason the audit keeps. */
export function LoginDialog({ profile, onClose }: { profile: OpsUserProfile; onClose: () => void }) {
  const { t } = useTranslation('opsUsers');
  const enable = profile.LoginDisabledAt !== null;
  const { form, done } = useFormDialog<Values>(FIELDS, onClose);
  const setLogin = useSetLogin(profile.Id, enable);
  const phone = profile.Phone;

  return (
    <FormDialog<Values>
      formId="ops-user-login"
      form={form}
      title={t(enable ? 'login.enableTitle' : 'login.disableTitle', { phone })}
      okText={t(enable ? 'login.enable' : 'login.disable')}
      cancelText={t('cancel')}
      danger={!enable}
      pending={setLogin.isPending}
      onClose={onClose}
      intro={<p>{t(enable ? 'login.enableBody' : 'login.disableBody')}</p>}
      onFinish={({ reason }) =>
        setLogin.mutate(reason, done(t(enable ? 'login.enabled' : 'login.disabled', { phone })))
      }
    >
      <ReasonField name="reason" label={t('login.reason')} fieldName={t('login.reasonName')} />
    </FormDialog>
  );
}
