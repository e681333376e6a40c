import { instancesRoutes as endpoints } from '@gpucloud/contracts';
import { Modal, Select, Spin } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RefundQuoteLines, RentalQuoteLines } from '../../../shared/ui/QuoteLines';
import { useToast } from '../../../shared/ui/toast';
import { clampCount, PeriodFields, PREPAID_MODES, type PrepaidMode } from '../components/PeriodFields';
import { payableQuote, useInstanceCall, useQuote } from '../hooks';
import type { DialogProps } from './types';

type Mode = PrepaidMode | 'post_paid';

/** Switch between pay-as-you-go and a prepaid period; the charge or the refund is shown first. */
export function ChangeModeDialog({ row, onClose }: DialogProps) {
  const { t } = useTranslation('instances');
  const toast = useToast();
  const targetId = useId();
  // Pay-as-you-go turns into a prepaid period; a prepaid period turns only into pay-as-you-go.
  const targets: readonly Mode[] = row.BillingMode === 'post_paid' ? PREPAID_MODES : ['post_paid'];
  const [mode, setMode] = useState<Mode>(targets[0] ?? 'post_paid');
  const [count, setCount] = useState(1);
  const body = { instance_id: row.InstanceId, mode, count: mode === 'post_paid' ? 1 : count };
  const quote = useQuote(endpoints.changeDueModeQuote, body);
  const change = useInstanceCall(endpoints.changeDueMode, { money: true });

  return (
    <Modal
      open
      title={t('changeMode.title', { name: row.Name })}
      onCancel={onClose}
      cancelText={t('common.cancel')}
      okText={t('changeMode.confirm')}
      okButtonProps={{ disabled: !payableQuote(quote), loading: change.isPending }}
      onOk={() =>
        change.mutate(body, {
          onSuccess: (result) => {
            toast.success(t('changeMode.done', { mode: t(`modes.${result.BillingMode}`) }));
            onClose();
          },
        })
      }
    >
      <p>
        {t('changeMode.current')}: <strong>{t(`modes.${row.BillingMode}`)}</strong>
      </p>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
        <label htmlFor={targetId}>{t('changeMode.target')}</label>
        <Select
          id={targetId}
          value={mode}
          style={{ minWidth: 180 }}
          options={targets.map((value) => ({ value, label: t(`modes.${value}`) }))}
          onChange={(next: Mode) => {
            setMode(next);
            if (next !== 'post_paid') setCount((current) => clampCount(next, current));
          }}
        />
      </div>
      {mode !== 'post_paid' && (
        <PeriodFields
          mode={mode}
          count={count}
          showMode={false}
          modeLabel={t('renew.mode')}
          countLabel={t('changeMode.count')}
          onChange={(_, next) => setCount(next)}
        />
      )}
      {quote.data ? (
        <>
          {quote.data.Charge && <RentalQuoteLines quote={quote.data.Charge} label={t('quote.breakdown')} />}
          {quote.data.Refund && (
            <RefundQuoteLines quote={quote.data.Refund} label={t('quote.refundBreakdown')} />
          )}
        </>
      ) : (
        quote.isPending && <Spin aria-label={t('common.loading')} />
      )}
    </Modal>
  );
}
