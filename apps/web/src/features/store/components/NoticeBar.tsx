import { SoundOutlined } from '@ant-design/icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNoticeDate } from '../../../shared/notices/date';
import { useLatestNotices, useNewNotice } from '../../../shared/queries/notices';
import { InLanguage, TextLanguageMark } from '../../../shared/ui/TextLanguage';
import styles from './NoticeBar.module.css';

const PLACEHOLDERS = ['first', 'second', 'third'];

/** The store's strip of the three newest notices, with SPEC §4's new-notice indicator. */
export function NoticeBar() {
  const { t } = useTranslation();
  const headingId = useId();
  const latest = useLatestNotices();
  const { hasNew } = useNewNotice();
  const notices = latest.data?.data ?? [];
  if (latest.isSuccess && notices.length === 0) return null;

  return (
    <section className={styles.bar} aria-labelledby={headingId} aria-busy={latest.isPending}>
      <div className={styles.head}>
        <SoundOutlined className={styles.icon} aria-hidden />
        <h2 id={headingId} className={styles.heading}>
          {t('notices.barLabel')}
        </h2>
        {hasNew && (
          <span className={styles.new} title={t('notices.newHint')}>
            {t('notices.new')}
          </span>
        )}
      </div>
      <ul className={styles.list}>
        {/* While the notices load, lines in their place keep the bar its height (three rows on a phone). */}
        {latest.isPending &&
          PLACEHOLDERS.map((key) => (
            <li key={key} className={styles.item} aria-hidden>
              <span className={styles.placeholder} />
            </li>
          ))}
        {notices.map((notice) => (
          <li key={notice.Id} className={styles.item}>
            <Link to={`/informDetail/${notice.Id}`} className={styles.link}>
              <InLanguage language={notice.Language}>{notice.Title}</InLanguage>
            </Link>
            <TextLanguageMark language={notice.Language} />
            <time dateTime={notice.CreateAt} className={styles.date}>
              {formatNoticeDate(notice.CreateAt)}
            </time>
          </li>
        ))}
      </ul>
      <Link to="/inform" className={styles.more}>
        {t('notices.allNotices')}
      </Link>
    </section>
  );
}
