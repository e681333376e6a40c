import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A page's place while its code or data loads: grey blocks roughly the size of what comes, so the
 * content does not push anything when it arrives (a centred spinner is replaced by something taller).
 * Screen readers hear the same "Loading…" a spinner says.
 */
export function PageSkeleton({ rows = 8 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" style={{ paddingTop: 16 }}>
      <span className="sr-only">{t('common.loading')}</span>
      <Skeleton active title={{ width: '30%' }} paragraph={{ rows, width: '100%' }} />
    </div>
  );
}
