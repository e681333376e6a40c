import { instancesRoutes as endpoints } from '@gpucloud/contracts';
import { RESIZE_LIMITS } from '@gpucloud/domain';
import { Alert, InputNumber, Modal, Spin } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/format';
import { QuoteLine } from '../../../shared/ui/QuoteLines';
import quoteStyles from '../../../shared/ui/QuoteLines.module.css';
import { useToast } from '../../../shared/ui/toast';
import styles from '../components/ResizeFields.module.css';
import { payableQuote, useInstanceCall, useQuote, useResizeOptions } from '../hooks';
import { validDiskSize } from '../resize';
import type { DialogProps } from './types';

/** What the field proposes first, when the host has room for it. */
const SUGGESTED_GB = 100;

/**
 * Add GB to an instance's data disk: the server's quote says what it costs a day (billed as storage
 * by the day from tomorrow) and what is paid now for the rest of today; "Pay" pays exactly that.
 */
export function AddDiskDialog({ row, onClose }: DialogProps) {
  const { t } = useTranslation('instances');
  const toast = useToast();
  const id = useId();
  const options = useResizeOptions(row.InstanceId);
  const [chosen, setChosen] = useState<number | null | undefined>(undefined);
  const most = options.data?.MaxAddDiskGb ?? 0;
  const size =
    chosen !== undefined ? chosen : Math.max(RESIZE_LIMITS.addDiskMinGb, Math.min(SUGGESTED_GB, most));
  const body = validDiskSize(size, most) ? { instance_id: row.InstanceId, size_gb: size } : null;
  const quote = useQuote(endpoints.addDiskQuote, body);
  const add = useInstanceCall(endpoints.addDisk, { money: true });
  const shown = body && quote.data;
  const noRoom = options.data !== undefined && most < RESIZE_LIMITS.addDiskMinGb;

  return (
    <Modal
      open
      title={t('addDisk.title', { name: row.Name })}
      onCancel={onClose}
      cancelText={t('common.cancel')}
      okText={
        shown && shown.PayNow > 0
          ? t('addDisk.pay', { amount: formatMoney(shown.PayNow) })
          : t('actions.addDisk')
      }
      okButtonProps={{
        disabled: !shown || !payableQuote(quote),
        loading: add.isPending,
      }}
      onOk={() =>
        body &&
        add.mutate(body, {
          onSuccess: (result) => {
            toast.success(t('addDisk.done', { name: row.Name, size: result.DataDiskGb }));
            onClose();
          },
        })
      }
    >
      {options.isPending ? (
        <Spin aria-label={t('common.loading')} />
      ) : options.isError ? (
        <Alert type="warning" showIcon title={options.error.message} />
      ) : noRoom ? (
        <Alert type="info" showIcon title={t('addDisk.noRoom')} />
      ) : (
        <>
          <p>{t('addDisk.body', { size: options.data.DataDiskGb })}</p>
          <div className={styles.row}>
            <label htmlFor={id} className={styles.label}>
              {t('addDisk.size')}
            </label>
            <InputNumber
              id={id}
              min={RESIZE_LIMITS.addDiskMinGb}
              max={most}
              step={RESIZE_LIMITS.addDiskStepGb}
              precision={0}
              value={size}
              suffix="GB"
              onChange={setChosen}
              style={{ width: 160 }}
            />
            <p className={styles.hint}>
              {t('addDisk.hint', {
                step: RESIZE_LIMITS.addDiskStepGb,
                min: RESIZE_LIMITS.addDiskMinGb,
                max: most,
              })}
            </p>
          </div>
          {shown && (
            <dl
              className={
                quote.isPlaceholderData ? `${quoteStyles.list} ${quoteStyles.stale}` : quoteStyles.list
              }
              aria-label={t('quote.breakdown')}
              aria-busy={quote.isPlaceholderData}
            >
              <QuoteLine label={t('addDisk.after')}>{t('addDisk.gb', { size: shown.DataDiskGb })}</QuoteLine>
              <QuoteLine label={t('addDisk.perGbDay')}>{formatMoney(shown.PerGbDay)}</QuoteLine>
              <QuoteLine label={t('addDisk.perDay')}>{formatMoney(shown.PerDay)}</QuoteLine>
              <QuoteLine label={t('resize.payNow')} strong>
                {formatMoney(shown.PayNow)}
              </QuoteLine>
            </dl>
          )}
          {shown && <p className={quoteStyles.note}>{t('addDisk.note')}</p>}
          {body && !shown && quote.isPending && <Spin aria-label={t('common.loading')} />}
        </>
      )}
    </Modal>
  );
}
