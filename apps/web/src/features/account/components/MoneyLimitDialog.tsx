import { accountRoutes, type SubAccountRow, subAccountMoneyLimitRequest } from '@gpucloud/contracts';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/format';
import { useZodRules } from '../../../shared/forms/zodRules';
import { useToast } from '../../../shared/ui/toast';
import { useSubAccountCall } from '../hooks';
import { moneyLimitBody, yuanFieldValue } from '../subAccountForms';

/** A sub-account's spending limit; what it already spent is shown so the new limit makes sense. */
export function MoneyLimitDialog({ row, onClose }: { row: SubAccountRow; onClose: () => void }) {
  const { t } = useTranslation('account');
  const toast = useToast();
  const zodRules = useZodRules();
  const save = useSubAccountCall(accountRoutes.subAccountMoneyLimit);
  const label = t('limitDialog.label');

  return (
    <Modal
      open
      title={t('limitDialog.title', { name: row.Name })}
      onCancel={onClose}
      cancelText={t('limitDialog.cancel')}
      okText={t('limitDialog.save')}
      okButtonProps={{ loading: save.isPending, htmlType: 'submit', form: 'sub-account-limit' }}
      destroyOnHidden
    >
      <Form
        id="sub-account-limit"
        layout="vertical"
        initialValues={{ money_limit: yuanFieldValue(row.MoneyLimit) }}
        onFinish={(values: { money_limit: string }) => {
          const body = moneyLimitBody(row.SubAccountId, values.money_limit);
          save.mutate(body, {
            onSuccess: () => {
              toast.success(t('limitDialog.done', { name: row.Name, amount: `¥${body.money_limit}` }));
              onClose();
            },
          });
        }}
      >
        <Form.Item
          name="money_limit"
          label={label}
          extra={t('limitDialog.used', { amount: formatMoney(row.MoneyUsed) })}
          rules={zodRules(subAccountMoneyLimitRequest.shape.money_limit, { label, name: t('fields.limit') })}
        >
          <Input inputMode="decimal" prefix="¥" autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
