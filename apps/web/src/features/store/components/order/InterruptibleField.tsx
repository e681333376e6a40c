import type { HostOffer } from '@gpucloud/contracts';
import { Alert, Checkbox, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../../shared/format';

/**
 * Interruptible instances (issue 44): where the host sells them, a pay-as-you-go order may take the
 * lower price on the condition the explanation states plainly; prepaid orders are told it is
 * pay-as-you-go only.
 */
export function InterruptibleField({ host, postPaid }: { host: HostOffer; postPaid: boolean }) {
  const { t } = useTranslation('storeOrder');
  const price = host.InterruptiblePricePerGpuHour;
  if (price === null) return null;
  return (
    <Form.Item
      label={t('order.interruptible.label')}
      extra={postPaid ? undefined : t('order.interruptible.postPaidOnly')}
    >
      <Form.Item name="interruptible" valuePropName="checked" noStyle>
        <Checkbox disabled={!postPaid}>
          {t('order.interruptible.choice', { price: formatPrice(price) })}
        </Checkbox>
      </Form.Item>
      <Alert type="info" showIcon title={t('order.interruptible.explain')} />
    </Form.Item>
  );
}
