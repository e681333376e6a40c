import { useTranslation } from 'react-i18next';
import styles from './Docs.module.css';
import { type TocEntry, tocDepth } from './toc';

/** "On this page": links to the article's headings, indented by level. */
export function TableOfContents({ entries }: { entries: readonly TocEntry[] }) {
  const { t } = useTranslation('docs');
  if (entries.length === 0) return null;
  return (
    <nav aria-label={t('article.tocLabel')} className={styles.toc}>
      <p className={styles.tocTitle}>{t('article.tocLabel')}</p>
      <ul>
        {entries.map((entry) => (
          <li key={entry.id} style={{ paddingInlineStart: tocDepth(entries, entry) * 12 }}>
            <a href={`#${entry.id}`}>{entry.text}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
