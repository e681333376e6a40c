import { accountRoutes, type SubAccountRow, subAccountMoneyLimitRequest } from '@gpucloud/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/format';
import { FormDialog } from '../../../shared/forms/FormDialog';
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
    <FormDialog<{ money_limit: string }>
      formId="sub-account-limit"
      title={t('limitDialog.title', { name: row.Name })}
      okText={t('limitDialog.save')}
      cancelText={t('limitDialog.cancel')}
      pending={save.isPending}
      onClose={onClose}
      requiredMark
      initialValues={{ money_limit: yuanFieldValue(row.MoneyLimit) }}
      onFinish={(values) => {
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
    </FormDialog>
  );
}
