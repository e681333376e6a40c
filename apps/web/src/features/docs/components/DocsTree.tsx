import type { DocArticleTitle, DocCategory } from '@gpucloud/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PickedTextView } from '../../../shared/ui/TextLanguage';
import styles from './Docs.module.css';
import { categoryName, docTitle } from './docText';

interface Props {
  categories: readonly DocCategory[];
  articles: readonly DocArticleTitle[];
  /** The article being read, marked as the current page. */
  currentId?: number;
}

/** The category tree as nested lists of links: categories are headings, articles are links. */
export function DocsTree({ categories, articles, currentId }: Props) {
  const { t, i18n } = useTranslation('docs');
  const language = i18n.language;

  const branch = (parentId: number | null, depth: number) => {
    const children = categories.filter((category) => category.ParentId === parentId);
    if (children.length === 0) return null;
    return (
      <ul className={depth === 0 ? styles.treeRoot : styles.treeBranch}>
        {children.map((category) => {
          const own = articles.filter((article) => article.CategoryId === category.Id);
          return (
            <li key={category.Id}>
              <span className={styles.treeCategory}>
                <PickedTextView picked={categoryName(category, language)} />
              </span>
              {own.length > 0 ? (
                <ul className={styles.treeArticles}>
                  {own.map((article) => (
                    <li key={article.Id}>
                      <Link
                        to={`/docs/${article.Id}`}
                        className={article.Id === currentId ? styles.treeCurrent : undefined}
                        aria-current={article.Id === currentId ? 'page' : undefined}
                      >
                        <PickedTextView picked={docTitle(article, language)} />
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
              {branch(category.Id, depth + 1)}
            </li>
          );
        })}
      </ul>
    );
  };

  return (
    <nav aria-label={t('centre.treeLabel')} className={styles.tree}>
      {branch(null, 0)}
    </nav>
  );
}
