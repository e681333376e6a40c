import { useMemo } from 'react';
import styles from './Markdown.module.css';
import { renderMarkdown } from './render';

export interface MarkdownProps {
  /** Markdown with optional raw HTML, as notices and docs store it. */
  source: string;
  className?: string;
}

/** Markdown rendered by the rules of SPEC §5. Prefer LazyMarkdown: this pulls in markdown-it and xss. */
export function Markdown({ source, className }: MarkdownProps) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  return (
    <div
      className={className ? `${styles.markdown} ${className}` : styles.markdown}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: renderMarkdown's output passed the allow-list sanitizer
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
