import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { firstIssueOf, loadOnce } from '../forms/zodRules';
import { useSetLowBalanceThreshold } from '../queries/wallet';
import { useToast } from '../ui/toast';
import { RUNWAY_NS } from './i18n';

const thresholdField = loadOnce(() =>
  import('./thresholdSchema').then((schemas) => schemas.setLowBalanceThresholdRequest.shape.threshold),
);

/** The low-balance threshold, checked by the contract's own field (whole fen, 0 to ¥100,000; 0 = off). */
export function ThresholdForm({ thresholdYuan }: { thresholdYuan: number }) {
  const { t } = useTranslation(RUNWAY_NS);
  const toast = useToast();
  const save = useSetLowBalanceThreshold();
  return (
    // Vertical, not inline: an inline item is as wide as its label, field and long hint side by side,
    // which ran past a phone's screen; here each takes the card's width and wraps.
    <Form
      layout="vertical"
      initialValues={{ threshold: String(thresholdYuan) }}
      requiredMark={false}
      onFinish={({ threshold }: { threshold: string }) =>
        save.mutate(threshold.trim(), { onSuccess: () => toast.success(t('threshold.saved')) })
      }
    >
      <Form.Item
        name="threshold"
        label={t('threshold.field')}
        extra={t('threshold.hint')}
        rules={[
          {
            validator: async (_rule, value: unknown) => {
              if ((await firstIssueOf(thresholdField, String(value ?? '').trim())) === null) return;
              throw new Error(t('threshold.invalid'));
            },
          },
        ]}
      >
        <Input inputMode="decimal" autoComplete="off" prefix="¥" style={{ width: 160 }} />
      </Form.Item>
      <Form.Item>
        <Button htmlType="submit" loading={save.isPending}>
          {t('threshold.save')}
        </Button>
      </Form.Item>
    </Form>
  );
}
