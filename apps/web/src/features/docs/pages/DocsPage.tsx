import type { DocArticleTitle, DocCategory } from '@gpucloud/contracts';
import { Input, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PickedTextView } from '../../../shared/ui/TextLanguage';
import styles from '../components/Docs.module.css';
import { DocsTree } from '../components/DocsTree';
import { categoryName, docTitle } from '../components/docText';
import { SearchResults } from '../components/SearchResults';
import '../i18n';
import { LoadFailedAlert } from '../../../shared/ui/LoadFailedAlert';
import { useDocTree } from '../hooks';

/** The articles under a category and all its subcategories, in reading order. */
function articlesUnder(id: number, categories: readonly DocCategory[], articles: readonly DocArticleTitle[]) {
  const inside = new Set([id]);
  for (const category of categories) {
    if (category.ParentId !== null && inside.has(category.ParentId)) inside.add(category.Id);
  }
  return articles.filter((article) => inside.has(article.CategoryId));
}

/** /docs: the tree as navigation, a search over titles and bodies, and the sections at a glance. */
export function DocsPage() {
  const { t, i18n } = useTranslation('docs');
  const { t: tShell } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const tree = useDocTree();
  const categories = tree.data?.categories ?? [];
  const articles = tree.data?.articles ?? [];

  const search = (value: string) => {
    const next = value.trim().slice(0, 100);
    setParams(next ? { q: next } : {});
  };

  const overview = () => {
    if (tree.isError && !tree.data) {
      return (
        <LoadFailedAlert
          title={t('centre.loadFailed')}
          retryLabel={t('centre.retry')}
          onRetry={() => tree.refetch()}
        />
      );
    }
    if (!tree.data) return <Skeleton active />;
    if (articles.length === 0) return <p>{t('centre.empty')}</p>;
    return (
      <div className={styles.overview}>
        {categories
          .filter((category) => category.ParentId === null)
          .map((category) => {
            const under = articlesUnder(category.Id, categories, articles);
            if (under.length === 0) return null;
            return (
              <section
                key={category.Id}
                className={styles.overviewCard}
                aria-labelledby={`docs-cat-${category.Id}`}
              >
                <h2 id={`docs-cat-${category.Id}`}>
                  <PickedTextView picked={categoryName(category, i18n.language)} />
                </h2>
                <ul>
                  {under.map((article) => (
                    <li key={article.Id}>
                      <Link to={`/docs/${article.Id}`}>
                        <PickedTextView picked={docTitle(article, i18n.language)} />
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
      </div>
    );
  };

  return (
    <div className={styles.page}>
      <title>{`${q ? `${q} · ` : ''}${t('centre.title')} · ${tShell('common.appName')}`}</title>
      <aside>{tree.data ? <DocsTree categories={categories} articles={articles} /> : null}</aside>
      <div className={styles.main}>
        <h1 className={styles.heading}>{t('centre.title')}</h1>
        <p className={styles.meta}>{t('centre.intro')}</p>
        {/* biome-ignore lint/a11y/useSemanticElements: React's JSX types have no <search> element yet */}
        <div role="search" className={styles.search}>
          <Input.Search
            key={q}
            defaultValue={q}
            aria-label={t('centre.searchLabel')}
            placeholder={t('centre.searchPlaceholder')}
            enterButton={t('centre.searchButton')}
            maxLength={100}
            allowClear
            onSearch={search}
          />
        </div>
        {q ? (
          <>
            <SearchResults q={q} page={page} onPage={(next) => setParams({ q, page: String(next) })} />
            <Link to="/docs">{t('centre.clear')}</Link>
          </>
        ) : (
          overview()
        )}
      </div>
    </div>
  );
}
