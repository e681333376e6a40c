import { MailOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { INBOX_PREVIEW, useMessages } from '../../../features/inbox/hooks';
import { formatDateTime } from '../../../shared/format';
import { Disclosure } from './Disclosure';
import { PanelState } from './PanelState';
import styles from './SessionActions.module.css';

/** SPEC §2: the latest messages (date and text), an unread dot and the way to all of them. */
export function MessageBell() {
  const { t } = useTranslation();
  const messages = useMessages(INBOX_PREVIEW);
  const unread = messages.data?.unread ?? 0;

  return (
    <Disclosure
      label={t('topBar.messages')}
      icon={<MailOutlined aria-hidden />}
      dot={unread > 0}
      description={unread > 0 ? t('topBar.unreadCount', { count: unread }) : undefined}
      panelLabel={t('topBar.latestMessages')}
    >
      {(close) => (
        <>
          <h2 className={styles.panelTitle}>{t('topBar.latestMessages')}</h2>
          <PanelState query={messages} empty={t('topBar.noMessages')}>
            {(page) => (
              <ul className={styles.items}>
                {page.data.map((message) => (
                  <li
                    key={message.Id}
                    className={message.IsRead ? styles.item : `${styles.item} ${styles.unread}`}
                  >
                    <time dateTime={message.CreateAt} className={styles.itemTime}>
                      {formatDateTime(message.CreateAt)}
                    </time>
                    <span className={styles.itemText}>{message.Message}</span>
                  </li>
                ))}
              </ul>
            )}
          </PanelState>
          <Link to="/console/messages" className={styles.panelLink} onClick={close}>
            {t('topBar.allMessages')}
          </Link>
        </>
      )}
    </Disclosure>
  );
}
