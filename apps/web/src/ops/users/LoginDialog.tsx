import type { OpsUserProfile } from '@gpucloud/contracts';
import { Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../shared/ui/toast';
import { useServerFieldErrors } from '../staff/useServerFieldErrors';
import { useSetLogin } from './hooks';
import { ReasonField } from './ReasonField';

const FORM_ID = 'ops-user-login';

/** Disables (ending every session) or enables an account's login, with the reason the audit keeps. */
export function LoginDialog({ profile, onClose }: { profile: OpsUserProfile; onClose: () => void }) {
  const { t } = useTranslation('opsUsers');
  const toast = useToast();
  const enable = profile.LoginDisabledAt !== null;
  const [form] = Form.useForm<{ reason: string }>();
  const setLogin = useSetLogin(profile.Id, enable);
  const showOnFields = useServerFieldErrors(form, ['reason']);
  const phone = profile.Phone;

  return (
    <Modal
      open
      title={t(enable ? 'login.enableTitle' : 'login.disableTitle', { phone })}
      okText={t(enable ? 'login.enable' : 'login.disable')}
      cancelText={t('cancel')}
      okButtonProps={{ danger: !enable, loading: setLogin.isPending, htmlType: 'submit', form: FORM_ID }}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>{t(enable ? 'login.enableBody' : 'login.disableBody')}</p>
      <Form
        id={FORM_ID}
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={({ reason }) =>
          setLogin.mutate(reason, {
            onSuccess: () => {
              toast.success(t(enable ? 'login.enabled' : 'login.disabled', { phone }));
              onClose();
            },
            onError: showOnFields,
          })
        }
      >
        <ReasonField name="reason" label={t('login.reason')} fieldName={t('login.reasonName')} />
      </Form>
    </Modal>
  );
}
