import { modifyUserNameRequest } from '@gpucloud/contracts';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
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
    <Modal
      open
      title={t('renameDialog.title')}
      onCancel={onClose}
      cancelText={t('renameDialog.cancel')}
      okText={t('renameDialog.save')}
      okButtonProps={{ loading: rename.isPending, htmlType: 'submit', form: 'account-rename' }}
      destroyOnHidden
    >
      <Form
        id="account-rename"
        layout="vertical"
        initialValues={{ name: current }}
        onFinish={(values: { name: string }) =>
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
      </Form>
    </Modal>
  );
}
