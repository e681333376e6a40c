import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

const DocBody = lazy(async () => ({ default: (await import('./DocBody')).DocBody }));

/** DocBody in its own chunk with the markdown renderer, so the docs tree stays light. */
export function LazyDocBody(props: Parameters<typeof DocBody>[0]) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <div role="status" aria-label={t('markdown.loading')}>
          <Skeleton active paragraph={{ rows: 6 }} title={false} />
        </div>
      }
    >
      <DocBody {...props} />
    </Suspense>
  );
}
