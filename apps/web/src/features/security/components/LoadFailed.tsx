import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** A section whose data did not load, with a way to ask again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('security');
  return (
    <Alert
      type="warning"
      showIcon
      title={t('loadFailed')}
      action={
        <Button size="small" onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    />
  );
}
