import { cloudDiskExpandRequest } from '@gpucloud/contracts';
import { Form, InputNumber, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/format';
import { useToast } from '../../../shared/ui/toast';
import { type DiskRow, useExpandDisk, useExpandQuote } from '../hooks';
import { nextSize, type SizeLimits } from '../storageRules';
import { StorageQuoteLines } from './StorageQuoteLines';

const SIZE_FIELD = 'expand-size';

/**
 * Grow a disk: the new size, then the server's quote (the new daily price and today's difference
 * charged now); "Pay ¥x" pays exactly that.
 */
export function ExpandDiskDialog({
  disk,
  limits,
  onClose,
}: {
  disk: DiskRow;
  limits: SizeLimits;
  onClose: () => void;
}) {
  const { t } = useTranslation('disks');
  const toast = useToast();
  const [size, setSize] = useState<number | null>(nextSize(disk.SizeGb, limits));
  const valid =
    typeof size === 'number' &&
    size > disk.SizeGb &&
    cloudDiskExpandRequest.shape.size_gb.safeParse(size).success;
  const quote = useExpandQuote(valid ? { disk_id: disk.Id, size_gb: size } : null);
  const expand = useExpandDisk();
  const payable = valid && quote.data !== undefined && !quote.isFetching && !quote.isError;
  const issue =
    size === null || valid
      ? null
      : size <= disk.SizeGb
        ? t('expandDialog.tooSmall', { size: disk.SizeGb })
        : t('sizeIssue');

  const submit = () => {
    if (!valid) return;
    expand.mutate(
      { disk_id: disk.Id, size_gb: size },
      {
        onSuccess: (answer) => {
          toast.success(t('expandDialog.done', { name: answer.Name, size: answer.SizeGb }));
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open
      title={t('expandDialog.title', { name: disk.Name })}
      onCancel={onClose}
      cancelText={t('cancel')}
      okText={
        payable && quote.data
          ? t('pay', { amount: formatMoney(quote.data.PayNow) })
          : t('expandDialog.submit')
      }
      okButtonProps={{ disabled: !payable, loading: expand.isPending }}
      onOk={submit}
      destroyOnHidden
    >
      <p>{t('expandDialog.current', { size: disk.SizeGb })}</p>
      <Form layout="vertical" component="div">
        <Form.Item
          label={t('expandDialog.size')}
          htmlFor={SIZE_FIELD}
          validateStatus={issue ? 'error' : undefined}
          help={issue ?? undefined}
          extra={
            <>
              {t('expandDialog.hint', { size: disk.SizeGb })}
              <br />
              {t('sizeHint', { ...limits })}
            </>
          }
        >
          <InputNumber
            id={SIZE_FIELD}
            value={size}
            min={limits.min}
            max={limits.max}
            step={limits.step}
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
