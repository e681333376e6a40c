import { modifyUserNameRequest } from '@gpucloud/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/forms/FormDialog';
import { useZodRules } from '../../../shared/forms/zodRules';
import { useToast } from '../../../shared/ui/toast';
import { useRename } from '../hooks';

/** The account's display name, checked by the contract's own rule before it is sent. */
export function RenameDialog({ current, onClose }: { current: string; onClose: () => void }) {
  const { t } = useTranslation('account');
  const toast = useToast();
  const zodRules = useZodRules();
  const rename = useRename();
  const label = t('renameDialog.label');

  return (
    <FormDialog<{ name: string }>
      formId="account-rename"
      title={t('renameDialog.title')}
      okText={t('renameDialog.save')}
      cancelText={t('renameDialog.cancel')}
      pending={rename.isPending}
      onClose={onClose}
      requiredMark
      initialValues={{ name: current }}
      onFinish={(values) =>
        rename.mutate(values.name.trim(), {
          onSuccess: () => {
            toast.success(t('renameDialog.done'));
            onClose();
          },
        })
      }
    >
      <Form.Item
        name="name"
        label={label}
        rules={zodRules(modifyUserNameRequest.shape.name, { label, name: t('fields.name') })}
      >
        <Input maxLength={40} autoFocus />
      </Form.Item>
    </FormDialog>
  );
}
