import { isLanguage } from '@gpucloud/contracts';
import { Pagination, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailedAlert } from '../../../shared/ui/LoadFailedAlert';
import { PickedTextView } from '../../../shared/ui/TextLanguage';
import { DOC_SEARCH_PAGE_SIZE, useDocSearch } from '../hooks';
import styles from './Docs.module.css';
import { docTitle, highlightParts } from './docText';

function Highlighted({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightParts(text, query).map((part, index) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
        part.hit ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
      )}
    </>
  );
}

/** The hits of a search, title hits first, each with a highlighted snippet; paged. */
export function SearchResults({
  q,
  page,
  onPage,
}: {
  q: string;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t, i18n } = useTranslation('docs');
  const language = isLanguage(i18n.language) ? i18n.language : 'en-US';
  const search = useDocSearch({ q, page, language });

  if (search.isError && !search.data) {
    return (
      <LoadFailedAlert
        title={t('centre.loadFailed')}
        retryLabel={t('centre.retry')}
        onRetry={() => search.refetch()}
      />
    );
  }
  if (!search.data) return <Skeleton active />;
  const { data, total } = search.data;
  return (
    <section aria-label={t('centre.resultsLabel')} className={styles.results}>
      <p role="status">
        {total > 0 ? t('centre.results', { count: total, q }) : t('centre.noResults', { q })}
      </p>
      <ol className={styles.resultList}>
        {data.map((hit) => (
          <li key={hit.Id}>
            <Link to={`/docs/${hit.Id}`} className={styles.resultTitle}>
              <PickedTextView picked={docTitle(hit, i18n.language)}>
                {(text) => <Highlighted text={text} query={q} />}
              </PickedTextView>
            </Link>
            <p className={styles.snippet}>
              <Highlighted text={hit.Snippet} query={q} />
            </p>
          </li>
        ))}
      </ol>
      {total > DOC_SEARCH_PAGE_SIZE ? (
        <Pagination current={page} pageSize={DOC_SEARCH_PAGE_SIZE} total={total} onChange={onPage} />
      ) : null}
    </section>
  );
}
