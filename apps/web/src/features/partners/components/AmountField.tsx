import type { Fen } from '@gpucloud/domain';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatFenMoney } from '../money';
import { amountIssue } from '../moneyForm';

/** The yuan amount of a money dialog, checked against the minimum and what is withdrawable. */
export function AmountField({ minFen, availableFen }: { minFen: Fen; availableFen: Fen }) {
  const { t } = useTranslation('partners');
  return (
    <Form.Item
      name="amount"
      label={t('money.amount')}
      validateFirst
      rules={[
        { required: true, whitespace: true, message: t('issues.amountRequired') },
        {
          validator: async (_rule, value: string) => {
            const issue = amountIssue(value ?? '', { minFen, availableFen });
            if (issue)
              throw new Error(
                t(`issues.${issue}`, {
                  min: formatFenMoney(minFen),
                  available: formatFenMoney(availableFen),
                }),
              );
          },
        },
      ]}
    >
      <Input inputMode="decimal" prefix="¥" autoComplete="off" maxLength={16} />
    </Form.Item>
  );
}
