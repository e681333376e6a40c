import type { OpsTicketDetail } from '@gpucloud/contracts';
import { Empty, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format';
import { FileList } from './FileList';
import styles from './WorkOrders.module.css';

/** The conversation, oldest first; internal notes stand out, so nobody mistakes one for a reply. */
export function Conversation({ ticket }: { ticket: OpsTicketDetail }) {
  const { t } = useTranslation('opsWorkOrders');
  if (ticket.comments.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('ticket.noMessages')} />;
  return (
    <ol className={styles.conversation} aria-label={t('ticket.conversation')}>
      {ticket.comments.map((comment) => {
        const author =
          comment.author === 'staff'
            ? comment.author_name
            : t('ticket.customerAuthor', { name: ticket.sub_account_name ?? ticket.user_phone });
        const kind = comment.internal
          ? styles.internal
          : comment.author === 'staff'
            ? styles.staff
            : styles.customer;
        return (
          <li key={comment.id} className={`${styles.message} ${kind}`}>
            <div className={styles.messageHead}>
              <strong>{author}</strong>
              {comment.internal ? <Tag color="orange">{t('ticket.internalNote')}</Tag> : null}
              <time dateTime={comment.created_at} className={styles.muted}>
                {formatDateTime(comment.created_at)}
              </time>
              {comment.edited_at ? <span className={styles.muted}>{t('ticket.edited')}</span> : null}
            </div>
            <div className={styles.messageBody}>{comment.content}</div>
            <FileList files={comment.attachments} />
          </li>
        );
      })}
    </ol>
  );
}
