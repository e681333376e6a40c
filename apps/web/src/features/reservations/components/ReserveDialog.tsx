import type { BareMetalConfig } from '@gpucloud/contracts';
import { chinaDayOf, RESERVATION_LIMITS } from '@gpucloud/domain';
import { Alert, Descriptions, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/format';
import { useToast } from '../../../shared/ui/toast';
import { useAddReservation, useReservationQuote } from '../hooks';
import styles from './BareMetalSection.module.css';

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The China day `days` after today. */
function dayFromToday(days: number): string {
  return chinaDayOf(new Date(Date.now() + days * DAY_MS));
}

/**
 * Reserve a configuration: the days, a note, and the deposit quoted by the server for exactly
 * these days before anything is paid.
 */
export function ReserveDialog({ config, onClose }: { config: BareMetalConfig; onClose: () => void }) {
  const { t } = useTranslation('reservations');
  const toast = useToast();
  const [startDay, setStartDay] = useState(dayFromToday(1));
  const [endDay, setEndDay] = useState(dayFromToday(3));
  const [note, setNote] = useState('');
  const complete = DAY_PATTERN.test(startDay) && DAY_PATTERN.test(endDay);
  const quote = useReservationQuote(
    complete ? { config_id: config.ConfigId, start_day: startDay, end_day: endDay } : null,
  );
  const add = useAddReservation();
  const ready = quote.data?.Payable === true && quote.data.Reservable > 0;

  const submit = () =>
    add
      .mutateAsync({
        config_id: config.ConfigId,
        start_day: startDay,
        end_day: endDay,
        ...(note.trim() ? { note: note.trim() } : {}),
      })
      .then((answer) => {
        toast.success(t('dialog.done', { id: answer.reservation.Id }));
        onClose();
      })
      .catch(() => quote.refetch());

  const limits = RESERVATION_LIMITS;
  return (
    <Modal
      open
      title={t('dialog.title', { model: config.GpuModel, count: config.GpuCount })}
      okText={t('dialog.submit')}
      cancelText={t('cancel')}
      okButtonProps={{ disabled: !ready, loading: add.isPending }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('dialog.start')} htmlFor="reserve-start">
          <Input
            id="reserve-start"
            type="date"
            value={startDay}
            onChange={(e) => setStartDay(e.target.value)}
          />
        </Form.Item>
        <Form.Item
          label={t('dialog.end')}
          htmlFor="reserve-end"
          extra={t('dialog.rule', {
            ahead: limits.maxDaysAhead,
            daily: limits.maxDailyDays,
            month: limits.daysPerMonth,
            max: limits.maxDays,
          })}
        >
          <Input id="reserve-end" type="date" value={endDay} onChange={(e) => setEndDay(e.target.value)} />
        </Form.Item>
        <Form.Item label={t('dialog.note')} htmlFor="reserve-note">
          <Input.TextArea
            id="reserve-note"
            maxLength={200}
            rows={2}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </Form.Item>
      </Form>
      {quote.isError && <Alert type="warning" showIcon title={quote.error.message} />}
      {quote.data && (
        <div className={styles.quote}>
          <Descriptions size="small" column={1} bordered title={t('dialog.quote')}>
            <Descriptions.Item label={t('dialog.days')}>{quote.data.Days}</Descriptions.Item>
            <Descriptions.Item label={t('dialog.term')}>
              {quote.data.TermMode === 'daily'
                ? t('dialog.termDaily', { count: quote.data.TermCount })
                : t('dialog.termMonthly', { count: quote.data.TermCount })}
            </Descriptions.Item>
            <Descriptions.Item label={t('dialog.termPrice')}>
              {formatMoney(quote.data.TermPrice)}
            </Descriptions.Item>
            <Descriptions.Item label={t('dialog.deposit')}>
              <strong data-testid="reservation-deposit">{formatMoney(quote.data.Deposit)}</strong>
            </Descriptions.Item>
            <Descriptions.Item label={t('dialog.reservable')}>{quote.data.Reservable}</Descriptions.Item>
          </Descriptions>
          {quote.data.Reservable < 1 && <Alert type="warning" showIcon title={t('dialog.soldOut')} />}
          {!quote.data.Payable && (
            <Alert
              type="warning"
              showIcon
              title={t('dialog.short', { amount: formatMoney(quote.data.Short) })}
            />
          )}
        </div>
      )}
    </Modal>
  );
}
