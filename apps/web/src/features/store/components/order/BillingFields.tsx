import { RENTAL_PERIODS, type RentalMode } from '@gpucloud/domain';
import { Button, Form, InputNumber, Radio } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { monthName, RENTAL_MODES_SHOWN } from '../../order/orderForm';
import styles from './OrderPage.module.css';
import { useDurationText } from './useDurationText';

/** Durations offered as one-click choices per mode; any count in range can be typed. */
const PRESETS: Record<Exclude<RentalMode, 'post_paid'>, number[]> = {
  hourly: [1, 2, 4, 8, 12],
  daily: [1, 3, 7, 15],
  monthly: [1, 3, 6, 12],
};

/** Billing mode and duration (SPEC §9 rental periods); pay-as-you-go has no duration. */
export function BillingFields({
  mode,
  count,
  onCount,
}: {
  mode: RentalMode;
  count: number | undefined;
  onCount: (count: number) => void;
}) {
  const { t } = useTranslation('storeOrder');
  const modeLabelId = useId();
  const { min, max } = RENTAL_PERIODS[mode];
  const duration = useDurationText();
  const durationText = (value: number) => duration(mode, value);

  return (
    <>
      <Form.Item
        name="mode"
        label={<span id={modeLabelId}>{t('order.form.billing')}</span>}
        extra={t(`order.form.modeHints.${mode}`)}
      >
        <Radio.Group
          aria-labelledby={modeLabelId}
          optionType="button"
          buttonStyle="solid"
          className={styles.modes}
          options={RENTAL_MODES_SHOWN.map((value) => ({ value, label: t(`order.form.modes.${value}`) }))}
        />
      </Form.Item>
      {mode !== 'post_paid' && (
        <Form.Item label={t('order.form.duration')} required>
          <div className={styles.duration}>
            <Form.Item
              name="count"
              noStyle
              rules={[
                {
                  required: true,
                  type: 'integer',
                  min,
                  max,
                  message: t('order.form.durationRequired', { min, max }),
                },
              ]}
            >
              <InputNumber
                aria-label={t('order.form.duration')}
                min={min}
                max={max}
                precision={0}
                suffix={t(`order.form.unitNames.${mode}`)}
                className={styles.durationInput}
              />
            </Form.Item>
            <span className={styles.muted}>{t('order.form.range', { min, max })}</span>
          </div>
          <fieldset className={styles.presets}>
            <legend className="sr-only">{t('order.form.presets')}</legend>
            {PRESETS[mode].map((value) => (
              <Button
                key={value}
                size="small"
                type={value === count ? 'primary' : 'default'}
                aria-pressed={value === count}
                onClick={() => onCount(value)}
              >
                {durationText(value)}
              </Button>
            ))}
          </fieldset>
          {count !== undefined && mode === 'monthly' && monthName(count) && (
            <div className={styles.muted}>{durationText(count)}</div>
          )}
        </Form.Item>
      )}
    </>
  );
}
