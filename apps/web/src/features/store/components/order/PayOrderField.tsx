import type { UserInfo } from '@gpucloud/contracts';
import { Form, Radio } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../shared/format';
import { useSetPayPreference } from '../../../../shared/queries/wallet';
import { useMessage } from '../../../../shared/ui/feedback';

/**
 * Voucher-first or balance-first (SPEC §9): the account's own setting, shown and changed here so the
 * breakdown's split is the one the order will use.
 */
export function PayOrderField({ info }: { info: UserInfo }) {
  const { t } = useTranslation('storeOrder');
  const message = useMessage();
  const preference = useSetPayPreference();
  const labelId = useId();
  const voucherFirst = preference.isPending ? (preference.variables ?? info.VoucherFirst) : info.VoucherFirst;
  return (
    <Form.Item
      label={<span id={labelId}>{t('order.form.payOrder')}</span>}
      extra={t('order.form.walletLine', {
        vouchers: formatMoney(info.PowerMoney ?? 0),
        balance: formatMoney(info.Money ?? 0),
      })}
    >
      <Radio.Group
        aria-labelledby={labelId}
        value={voucherFirst}
        disabled={preference.isPending}
        onChange={(event) =>
          preference.mutate(event.target.value as boolean, {
            onSuccess: () => void message.success(t('order.form.payOrderSaved')),
          })
        }
        options={[
          { value: true, label: t('order.form.voucherFirst') },
          { value: false, label: t('order.form.balanceFirst') },
        ]}
      />
    </Form.Item>
  );
}
