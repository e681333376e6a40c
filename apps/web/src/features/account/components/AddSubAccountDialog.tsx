import { accountRoutes, addSubAccountRequest } from '@gpucloud/contracts';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useZodRules } from '../../../shared/forms/zodRules';
import { useToast } from '../../../shared/ui/toast';
import { useSubAccountCall } from '../hooks';
import { type AddSubAccountForm, addSubAccountBody } from '../subAccountForms';

const fields = addSubAccountRequest.shape;

/** A new sub-account: login name, password (typed twice) and spending limit, by the contract's rules. */
export function AddSubAccountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('account');
  const toast = useToast();
  const zodRules = useZodRules();
  const [form] = Form.useForm<AddSubAccountForm & { repeat: string }>();
  const add = useSubAccountCall(accountRoutes.addSubAccount);

  return (
    <Modal
      open
      title={t('addDialog.title')}
      onCancel={onClose}
      cancelText={t('addDialog.cancel')}
      okText={t('addDialog.submit')}
      okButtonProps={{ loading: add.isPending, htmlType: 'submit', form: 'sub-account-add' }}
      destroyOnHidden
    >
      <Form
        id="sub-account-add"
        form={form}
        layout="vertical"
        initialValues={{ money_limit: '100.00' }}
        onFinish={(values) => {
          const body = addSubAccountBody(values);
          add.mutate(body, {
            onSuccess: () => {
              toast.success(t('addDialog.done', { name: body.username }));
              onClose();
            },
          });
        }}
      >
        <Form.Item
          name="username"
          label={t('addDialog.username')}
          extra={t('addDialog.usernameHint')}
          rules={zodRules(fields.username, { label: t('addDialog.username'), name: t('fields.username') })}
        >
          <Input autoComplete="off" maxLength={32} autoFocus />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('addDialog.password')}
          rules={zodRules(fields.password, { label: t('addDialog.password'), name: t('fields.password') })}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="repeat"
          label={t('addDialog.repeat')}
          dependencies={['password']}
          rules={[
            {
              validator: async (_rule, value: string | undefined) => {
                if (value !== form.getFieldValue('password')) throw new Error(t('addDialog.mismatch'));
              },
            },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="money_limit"
          label={t('addDialog.limit')}
          extra={t('addDialog.limitHint')}
          rules={zodRules(fields.money_limit, { label: t('addDialog.limit'), name: t('fields.limit') })}
        >
          <Input inputMode="decimal" prefix="¥" />
        </Form.Item>
        <Form.Item name="note" label={t('addDialog.note')}>
          <Input maxLength={100} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
