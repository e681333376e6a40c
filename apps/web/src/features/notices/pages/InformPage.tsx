import { Alert, Button, Empty, Pagination, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatNoticeDate } from '../../../shared/notices/date';
import { InLanguage, TextLanguageMark } from '../../../shared/ui/TextLanguage';
import { INFORM_PAGE_SIZE, useMarkLatestNoticeSeen, useNoticePage } from '../hooks';
import styles from './Inform.module.css';

/** `?page=` as a page number, 1 when missing or not a positive integer. */
function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** /inform: every published notice, newest first, ten a page (the page lives in the URL). */
export function InformPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const notices = useNoticePage(page);
  useMarkLatestNoticeSeen('list');

  const goTo = (next: number) => {
    setParams((current) => {
      if (next === 1) current.delete('page');
      else current.set('page', String(next));
      return current;
    });
    window.scrollTo({ top: 0 });
  };

  return (
    <div className={styles.page}>
      <title>{`${t('notices.title')} · ${t('common.appName')}`}</title>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('notices.title')}</h1>
        <p className={styles.subtitle}>{t('notices.subtitle')}</p>
      </header>
      {notices.isPending ? (
        <div className={styles.card} role="status" aria-label={t('common.loading')}>
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      ) : notices.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('notices.loadFailed')}
          description={notices.error.message}
          action={
            <Button size="small" onClick={() => void notices.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : notices.data.data.length === 0 ? (
        <div className={styles.card}>
          <Empty description={t('notices.empty')} />
        </div>
      ) : (
        <>
          <ol className={`${styles.card} ${styles.list}`} aria-busy={notices.isPlaceholderData}>
            {notices.data.data.map((notice) => (
              <li key={notice.Id} className={styles.item}>
                <h2 className={styles.itemTitle}>
                  <Link to={`/informDetail/${notice.Id}`}>
                    <InLanguage language={notice.Language}>{notice.Title}</InLanguage>
                  </Link>{' '}
                  <TextLanguageMark language={notice.Language} />
                </h2>
                <time dateTime={notice.CreateAt} className={styles.date}>
                  {formatNoticeDate(notice.CreateAt)}
                </time>
                {notice.Summary && (
                  <p className={styles.summary} lang={notice.Language}>
                    {notice.Summary}
                  </p>
                )}
              </li>
            ))}
          </ol>
          <nav aria-label={t('notices.pagination')} className={styles.pager}>
            <span className={styles.total}>{t('notices.total', { count: notices.data.total })}</span>
            <Pagination
              current={page}
              pageSize={INFORM_PAGE_SIZE}
              total={notices.data.total}
              onChange={goTo}
              showSizeChanger={false}
              hideOnSinglePage
            />
          </nav>
        </>
      )}
    </div>
  );
}
