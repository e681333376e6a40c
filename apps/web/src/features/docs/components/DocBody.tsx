import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../../../shared/markdown/Markdown';
import styles from './Docs.module.css';
import { buildToc, type TocEntry } from './toc';

interface Props {
  source: string;
  /** The article's table of contents, once its headings are in the page with their anchors. */
  onToc: (entries: TocEntry[]) => void;
}

/**
 * An article's body through the shared sanitizing renderer. The sanitizer drops every id, so the
 * anchors of the table of contents are given to the rendered headings here, from their own text.
 */
export function DocBody({ source, onToc }: Props) {
  const { t } = useTranslation('docs');
  const root = useRef<HTMLElement>(null);
  const onTocRef = useRef(onToc);
  onTocRef.current = onToc;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the rendered headings change with the source
  useLayoutEffect(() => {
    const headings = Array.from(
      root.current?.querySelectorAll<HTMLHeadingElement>('h1, h2, h3, h4, h5, h6') ?? [],
    );
    const withText = headings.filter((heading) => heading.textContent?.trim());
    const entries = buildToc(
      withText.map((heading) => ({
        level: Number(heading.tagName.slice(1)),
        text: heading.textContent ?? '',
      })),
    );
    withText.forEach((heading, index) => {
      const entry = entries[index];
      if (entry) heading.id = entry.id;
    });
    onTocRef.current(entries);
    // A link to a heading (/docs/7#doc-install) lands on it once the body is there.
    const hash = decodeURIComponent(window.location.hash.slice(1));
    if (hash) document.getElementById(hash)?.scrollIntoView();
  }, [source]);

  return (
    <section ref={root} aria-label={t('article.bodyLabel')} className={styles.body}>
      <Markdown source={source} />
    </section>
  );
}
