import { LeftOutlined } from '@ant-design/icons';
import { Alert, Button, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { LazyMarkdown } from '../../../shared/markdown/LazyMarkdown';
import { formatNoticeDate } from '../../../shared/notices/date';
import { InLanguage, TextLanguageMark } from '../../../shared/ui/TextLanguage';
import { isNoticeNotFound, useMarkLatestNoticeSeen, useNotice } from '../hooks';
import styles from './Inform.module.css';

/** /informDetail/:id: one notice, its markdown content rendered by the shared renderer. */
export function InformDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id: rawId = '' } = useParams();
  const id = Number(rawId);
  const notice = useNotice(id);
  useMarkLatestNoticeSeen(notice.data?.Id);

  const backLink = (
    <Link to="/inform" className={styles.back}>
      <LeftOutlined aria-hidden /> {t('notices.allNotices')}
    </Link>
  );

  if (!(Number.isInteger(id) && id > 0) || isNoticeNotFound(notice.error)) {
    return (
      <div className={styles.page}>
        <title>{`${t('notices.notFound')} · ${t('common.appName')}`}</title>
        <Result
          status="404"
          title={<h1 className={styles.resultTitle}>{t('notices.notFound')}</h1>}
          subTitle={t('notices.notFoundHint', { id: rawId })}
          extra={
            <Button type="primary" onClick={() => navigate('/inform')}>
              {t('notices.allNotices')}
            </Button>
          }
        />
      </div>
    );
  }

  return (
    <div className={styles.page}>
      {backLink}
      {notice.isPending ? (
        <div className={styles.card} role="status" aria-label={t('common.loading')}>
          <Skeleton active paragraph={{ rows: 8 }} />
        </div>
      ) : notice.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('notices.loadFailed')}
          description={notice.error.message}
          action={
            <Button size="small" onClick={() => void notice.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : (
        <article className={styles.card} aria-labelledby="notice-title">
          <title>{`${notice.data.Title} · ${t('common.appName')}`}</title>
          <header className={styles.articleHeader}>
            <h1 id="notice-title" className={styles.articleTitle}>
              <InLanguage language={notice.data.Language}>{notice.data.Title}</InLanguage>{' '}
              <TextLanguageMark language={notice.data.Language} />
            </h1>
            <time dateTime={notice.data.CreateAt} className={styles.date}>
              {t('notices.publishedOn', { date: formatNoticeDate(notice.data.CreateAt) })}
            </time>
          </header>
          <InLanguage language={notice.data.Language} block>
            <LazyMarkdown source={notice.data.Content} />
          </InLanguage>
        </article>
      )}
    </div>
  );
}
