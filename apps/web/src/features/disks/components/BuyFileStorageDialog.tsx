import { sftpBuyRequest } from '@gpucloud/contracts';
import { Form, InputNumber, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/format';
import { useToast } from '../../../shared/ui/toast';
import { type SftpInfo, useBuySftp, useSftpQuote } from '../hooks';
import { StorageQuoteLines } from './StorageQuoteLines';

const SIZE_FIELD = 'sftp-paid-size';
/** The paid quota a first purchase starts at. */
const FIRST_PAID_GB = 100;

export interface BoughtStorage {
  PaidGb: number;
  Charged: number;
  Password: string;
}

/**
 * Set the paid file storage quota beyond the free tier (raise or lower): the server's quote of
 * the change, then "Pay ¥x" pays exactly what it charges now.
 */
export function BuyFileStorageDialog({
  info,
  onBought,
  onClose,
}: {
  info: SftpInfo;
  onBought: (answer: BoughtStorage) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('disks');
  const toast = useToast();
  const [size, setSize] = useState<number | null>(info.PaidGb > 0 ? info.PaidGb : FIRST_PAID_GB);
  const valid = size !== null && sftpBuyRequest.shape.size_gb.safeParse(size).success;
  const quote = useSftpQuote(valid ? { size_gb: size } : null);
  const buy = useBuySftp();
  const payable = valid && quote.data !== undefined && !quote.isFetching && !quote.isError;

  const submit = () => {
    if (!valid) return;
    buy.mutate(
      { size_gb: size },
      {
        onSuccess: (answer) => {
          toast.success(t('buyDialog.done', { size: answer.PaidGb }));
          onBought(answer);
        },
      },
    );
  };

  const okText =
    payable && quote.data
      ? quote.data.PayNow > 0
        ? t('pay', { amount: formatMoney(quote.data.PayNow) })
        : t('buyDialog.submitFree')
      : t('buyDialog.submitFree');

  return (
    <Modal
      open
      title={t('buyDialog.title')}
      onCancel={onClose}
      cancelText={t('cancel')}
      okText={okText}
      okButtonProps={{ disabled: !payable, loading: buy.isPending }}
      onOk={submit}
      destroyOnHidden
    >
      <p>{t('buyDialog.present', { free: info.FreeGb, paid: info.PaidGb })}</p>
      <Form layout="vertical" component="div">
        <Form.Item
          label={t('buyDialog.size', { free: info.FreeGb })}
          htmlFor={SIZE_FIELD}
          validateStatus={size !== null && !valid ? 'error' : undefined}
          help={size !== null && !valid ? t('buyDialog.sizeIssue', { max: info.MaxPaidGb }) : undefined}
          extra={t('buyDialog.hint', { max: info.MaxPaidGb })}
        >
          <InputNumber
            id={SIZE_FIELD}
            value={size}
            min={0}
            max={info.MaxPaidGb}
            precision={0}
            onChange={(value) => setSize(typeof value === 'number' ? value : null)}
            style={{ width: 200 }}
          />
        </Form.Item>
      </Form>
      <StorageQuoteLines
        quote={valid ? quote.data : undefined}
        pending={valid && quote.isFetching}
        error={quote.error}
      />
    </Modal>
  );
}
