import { CustomerServiceOutlined } from '@ant-design/icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useWorkOrderUnread, workOrderLinkTarget } from '../../../features/workOrders/hooks';
import styles from './SessionActions.module.css';

/** SPEC §2: the work-order link with a dot for unread replies; it opens the list when there are any. */
export function WorkOrderLink() {
  const { t } = useTranslation();
  const unread = useWorkOrderUnread().data === true;
  const descriptionId = useId();
  return (
    <>
      <Link
        to={workOrderLinkTarget(unread)}
        className={styles.iconButton}
        aria-label={t('topBar.workOrders')}
        aria-describedby={unread ? descriptionId : undefined}
      >
        <CustomerServiceOutlined aria-hidden />
        {unread && <span className={styles.dot} data-testid="unread-dot" aria-hidden />}
      </Link>
      {unread && (
        <span id={descriptionId} hidden>
          {t('topBar.unreadReplies')}
        </span>
      )}
    </>
  );
}
