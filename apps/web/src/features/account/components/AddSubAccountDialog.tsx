import { accountRoutes, addSubAccountRequest } from '@gpucloud/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/forms/FormDialog';
import { useZodRules } from '../../../shared/forms/zodRules';
import { useToast } from '../../../shared/ui/toast';
import { useSubAccountCall } from '../hooks';
import { type AddSubAccountForm, addSubAccountBody } from '../subAccountForms';

const fields = addSubAccountRequest.shape;

type Values = AddSubAccountForm & { repeat: string };

/** A new sub-account: login name, password (typed twice) and spending limit, by the contract's rules. */
export function AddSubAccountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('account');
  const toast = useToast();
  const zodRules = useZodRules();
  const [form] = Form.useForm<Values>();
  const add = useSubAccountCall(accountRoutes.addSubAccount);

  return (
    <FormDialog<Values>
      formId="sub-account-add"
      form={form}
      title={t('addDialog.title')}
      okText={t('addDialog.submit')}
      cancelText={t('addDialog.cancel')}
      pending={add.isPending}
      onClose={onClose}
      requiredMark
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
    </FormDialog>
  );
}
