import { Alert, Modal, Radio, Spin } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallInput } from '../../../api/call';
import { useToast } from '../../../shared/ui/toast';
import { ResizeAmountField } from '../components/ResizeAmountField';
import fieldStyles from '../components/ResizeFields.module.css';
import { ResizeQuoteLines, resizeOkText } from '../components/ResizeQuoteLines';
import { payableQuote, useInstanceCall, useQuote, useRemain, useResizeOptions } from '../hooks';
import {
  changeWorthQuoting,
  gpuChoices,
  type MachineField,
  RESIZE_PARAMS,
  type ResizeOptions,
  resizableFields,
  resizeCalls,
} from '../resize';
import type { DialogProps } from './types';

type QuoteBody = CallInput<ReturnType<typeof resizeCalls>['quote']>;
type Remain = ReturnType<typeof useRemain>['data'];

/** The values a field may take now: GPUs from the options, vCPUs and memory from the host's room. */
function limitsOf(field: MachineField | null, options: ResizeOptions | undefined, remain: Remain) {
  if (!field || !options) return null;
  if (field === 'gpuCount') return { min: 1, max: gpuChoices(options).length, current: options.GpuCount };
  return remain ? { min: remain.Min, max: remain.Max, current: remain.Current } : null;
}

/**
 * Resize an instance: choose what to change (GPUs, vCPUs or memory, as its kind and state allow),
 * its new value within what the host can give, read the server's quote (a charge or a refund of
 * the prepaid time left, the new hourly price) and confirm exactly that change.
 */
export function ResizeDialog({ row, onClose }: DialogProps) {
  const { t } = useTranslation('instances');
  const toast = useToast();
  const whatId = useId();
  const options = useResizeOptions(row.InstanceId);
  const fields = options.data ? resizableFields(options.data) : [];
  const [picked, setPicked] = useState<MachineField | null>(null);
  const field = picked && fields.includes(picked) ? picked : (fields[0] ?? null);
  const [values, setValues] = useState<Partial<Record<MachineField, number | null>>>({});
  const remain = useRemain(row, field === 'cpuCores' ? 'cpu' : field === 'memoryGb' ? 'memory' : null);
  const limits = limitsOf(field, options.data, remain.data);
  const typed = field ? values[field] : undefined;
  const value = typed !== undefined ? typed : (limits?.current ?? null);
  const calls = resizeCalls(row.Kind, field ?? 'gpuCount');
  const body =
    field && limits && changeWorthQuoting(value, limits)
      ? ({ instance_id: row.InstanceId, [RESIZE_PARAMS[field]]: value } as QuoteBody)
      : null;
  const quote = useQuote(calls.quote, body);
  const change = useInstanceCall(calls.change, { money: true });
  const shown = body && quote.data;
  const restarts = field === 'gpuCount' && row.Status === 'running';

  return (
    <Modal
      open
      title={t('resize.title', { name: row.Name })}
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
          onSuccess: (result) => {
            toast.success(
              t(result.Status === 'restarting' ? 'resize.restarting' : 'resize.done', { name: row.Name }),
            );
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
            {t('resize.now', {
              gpus: options.data.GpuCount,
              cpus: options.data.CpuCores,
              memory: options.data.MemoryGb,
            })}
          </p>
          {fields.length === 0 && <Alert type="info" showIcon title={t('resize.nothing')} />}
          {fields.length > 1 && (
            <div className={fieldStyles.row}>
              <span id={whatId} className={fieldStyles.label}>
                {t('resize.what')}
              </span>
              <Radio.Group
                aria-labelledby={whatId}
                optionType="button"
                value={field}
                onChange={(event) => setPicked(event.target.value as MachineField)}
                options={fields.map((option) => ({ value: option, label: t(`resize.fields.${option}`) }))}
              />
            </div>
          )}
          {field && limits && (
            <ResizeAmountField
              field={field}
              limits={limits}
              value={value}
              spare={field === 'gpuCount' ? null : (remain.data?.HostRemain ?? null)}
              onChange={(next) => setValues((before) => ({ ...before, [field]: next }))}
            />
          )}
          {field && !limits && remain.isPending && <Spin aria-label={t('common.loading')} />}
          {restarts && <Alert type="info" showIcon title={t('resize.restartNote')} />}
          {shown && (
            <ResizeQuoteLines quote={shown} label={t('quote.breakdown')} stale={quote.isPlaceholderData} />
          )}
          {body && !shown && quote.isPending && <Spin aria-label={t('common.loading')} />}
        </>
      )}
    </Modal>
  );
}
