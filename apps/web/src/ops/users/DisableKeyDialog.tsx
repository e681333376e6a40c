import type { OpsAccessKeyRow } from '@gpucloud/contracts';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../shared/forms/FormDialog';
import { useFormDialog } from '../layout/useFormDialog';
import { useDisableAccessKey } from './hooks';
import { ReasonField } from './ReasonField';

interface Values {
  reason: string;
}
const FIELDS = ['reason'] as const;

/** Disables a customer's access key (a leaked one, say); the owner is told, with the reason. */
export function DisableKeyDialog({
  userId,
  accessKey,
  onClose,
}: {
  userId: number;
  accessKey: OpsAccessKeyRow;
  onClose: () => void;
}) {
  const { t } = useTranslation('opsUsers');
  const { form, done } = useFormDialog<Values>(FIELDS, onClose);
  const disable = useDisableAccessKey(userId);
  const id = accessKey.AccessKeyId;

  return (
    <FormDialog<Values>
      formId="ops-user-disable-key"
      form={form}
      title={t('accessKeys.disableTitle', { id })}
      okText={t('accessKeys.disable')}
      cancelText={t('cancel')}
      danger
      pending={disable.isPending}
      onClose={onClose}
      intro={<p>{t('accessKeys.disableBody', { name: accessKey.Name })}</p>}
      onFinish={({ reason }) =>
        disable.mutate({ accessKeyId: id, reason }, done(t('accessKeys.disabled', { id })))
      }
    >
      <ReasonField name="reason" label={t('accessKeys.reason')} fieldName={t('accessKeys.reasonName')} />
    </FormDialog>
  );
}
