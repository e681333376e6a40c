import { instancesRoutes as endpoints } from '@gpucloud/contracts';
import { RESIZE_LIMITS } from '@gpucloud/domain';
import { Alert, InputNumber, Modal, Spin } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/format';
import { useToast } from '../../../shared/ui/toast';
import styles from '../components/ResizeFields.module.css';
import { ResizeQuoteLines, resizeOkText } from '../components/ResizeQuoteLines';
import { payableQuote, useInstanceCall, useQuote, useResizeOptions } from '../hooks';
import { changeWorthQuoting } from '../resize';
import type { DialogProps } from './types';

/**
 * Change an instance's bandwidth, up to its host's maximum: what the host includes is free, each
 * Mbps above it is paid by the hour. The server's quote is shown and exactly that change confirmed.
 */
export function BandwidthDialog({ row, onClose }: DialogProps) {
  const { t } = useTranslation('instances');
  const toast = useToast();
  const id = useId();
  const options = useResizeOptions(row.InstanceId);
  // undefined until the person types: the field then shows what the instance has now.
  const [chosen, setChosen] = useState<number | null | undefined>(undefined);
  const limits = options.data && {
    min: RESIZE_LIMITS.minBandwidthMbps,
    max: options.data.MaxBandwidthMbps,
    current: options.data.BandwidthMbps,
  };
  const value = chosen !== undefined ? chosen : (limits?.current ?? null);
  const body =
    limits && changeWorthQuoting(value, limits)
      ? { instance_id: row.InstanceId, bandwidth_mbps: value }
      : null;
  const quote = useQuote(endpoints.updateBandwidthQuote, body);
  const change = useInstanceCall(endpoints.updateBandwidth, { money: true });
  const shown = body && quote.data;

  return (
    <Modal
      open
      title={t('bandwidth.title', { name: row.Name })}
      onCancel={onClose}
      cancelText={t('common.cancel')}
      okText={resizeOkText(t, shown || null)}
      okButtonProps={{
        disabled: !shown || !payableQuote(quote) || !shown.Payable,
        loading: change.isPending,
      }}
      onOk={() =>
        body &&
        change.mutate(body, {
          onSuccess: () => {
            toast.success(t('bandwidth.done', { name: row.Name, mbps: body.bandwidth_mbps }));
            onClose();
          },
        })
      }
    >
      {options.isPending ? (
        <Spin aria-label={t('common.loading')} />
      ) : options.isError ? (
        <Alert type="warning" showIcon title={options.error.message} />
      ) : (
        <>
          <p>
            {t('bandwidth.included', {
              included: options.data.IncludedBandwidthMbps,
              price: formatMoney(options.data.Prices.BandwidthMbpsHour),
            })}
          </p>
          <div className={styles.row}>
            <label htmlFor={id} className={styles.label}>
              {t('bandwidth.label')}
            </label>
            <InputNumber
              id={id}
              min={limits?.min}
              max={limits?.max}
              precision={0}
              value={value}
              suffix="Mbps"
              onChange={setChosen}
              style={{ width: 160 }}
            />
            <p className={styles.hint}>
              {t('bandwidth.hint', {
                current: options.data.BandwidthMbps,
                max: options.data.MaxBandwidthMbps,
              })}
            </p>
          </div>
          {shown && (
            <ResizeQuoteLines quote={shown} label={t('quote.breakdown')} stale={quote.isPlaceholderData} />
          )}
          {body && !shown && quote.isPending && <Spin aria-label={t('common.loading')} />}
        </>
      )}
    </Modal>
  );
}
