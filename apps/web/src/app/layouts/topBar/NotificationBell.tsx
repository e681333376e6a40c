import { BellOutlined } from '@ant-design/icons';
import { NOTIFICATION_POLL_MS, type Notification } from '@gpucloud/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { INBOX_PREVIEW, useMarkNotificationsRead, useNotifications } from '../../../features/inbox/hooks';
import { useAppFlag } from '../../../shared/appStore';
import { formatDateTime } from '../../../shared/format';
import { Disclosure } from './Disclosure';
import { PanelState } from './PanelState';
import styles from './SessionActions.module.css';

/**
 * SPEC §2/§4: the latest notifications (title and original text), polled every 10 s while the
 * page is visible; clicking one marks it read and opens its link, or the notice list.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pageHidden = useAppFlag('isPageHidden');
  const notifications = useNotifications(INBOX_PREVIEW, {
    pollMs: pageHidden ? false : NOTIFICATION_POLL_MS,
  });
  const markRead = useMarkNotificationsRead();
  const unread = notifications.data?.unread ?? 0;

  const openItem = (item: Notification) => {
    if (!item.IsRead) markRead.mutate({ ids: [item.Id] });
    const link = item.Link.trim();
    if (/^https?:\/\//i.test(link)) window.open(link, '_blank', 'noopener,noreferrer');
    else void navigate(link.startsWith('/') ? link : '/inform');
  };

  return (
    <Disclosure
      label={t('topBar.notifications')}
      icon={<BellOutlined aria-hidden />}
      dot={unread > 0}
      description={unread > 0 ? t('topBar.unreadCount', { count: unread }) : undefined}
      panelLabel={t('topBar.latestNotifications')}
    >
      {(close) => (
        <>
          <h2 className={styles.panelTitle}>{t('topBar.latestNotifications')}</h2>
          <PanelState query={notifications} empty={t('topBar.noNotifications')}>
            {(page) => (
              <ul className={styles.items}>
                {page.data.map((item) => (
                  <li key={item.Id}>
                    <button
                      type="button"
                      className={item.IsRead ? styles.itemButton : `${styles.itemButton} ${styles.unread}`}
                      onClick={() => {
                        close();
                        openItem(item);
                      }}
                    >
                      <span className={styles.itemTitle}>{item.Title}</span>
                      <span className={styles.itemText}>{item.Original}</span>
                      <time dateTime={item.CreateAt} className={styles.itemTime}>
                        {formatDateTime(item.CreateAt)}
                      </time>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </PanelState>
          <Link to="/inform" className={styles.panelLink} onClick={close}>
            {t('topBar.allNotifications')}
          </Link>
        </>
      )}
    </Disclosure>
  );
}
