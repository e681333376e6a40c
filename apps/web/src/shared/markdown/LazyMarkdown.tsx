import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { MarkdownProps } from './Markdown';

const Markdown = lazy(async () => ({ default: (await import('./Markdown')).Markdown }));

/** The Markdown component in its own chunk, so pages that may show markdown stay light until they do. */
export function LazyMarkdown(props: MarkdownProps) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} title={false} />}>
      <Markdown {...props} />
    </Suspense>
  );
}
