import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarkdownProps } from './Markdown';

const Markdown = lazy(async () => ({ default: (await import('./Markdown')).Markdown }));

/** The Markdown component in its own chunk, so pages that may show markdown stay light until they do. */
export function LazyMarkdown(props: MarkdownProps) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <div role="status" aria-label={t('markdown.loading')}>
          <Skeleton active paragraph={{ rows: 4 }} title={false} />
        </div>
      }
    >
      <Markdown {...props} />
    </Suspense>
  );
}
