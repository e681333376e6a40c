import { WORK_ORDER_TEXT_MAX, type WorkOrderComment, workOrderUpdateRequest } from '@gpucloud/contracts';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import { useZodRules } from '../../../shared/forms/zodRules';
import { useToast } from '../../../shared/ui/toast';
import { useUpdateWorkOrder } from '../hooks';
import { FileAttachments } from './FileAttachments';
import { MessageAlerts } from './MessageAlerts';
import styles from './WorkOrders.module.css';

const contentField = workOrderUpdateRequest.shape.content.unwrap();

/** The ticket's conversation, oldest first; the caller's last comment may be edited for a while. */
export function Conversation({ ticketId, comments }: { ticketId: number; comments: WorkOrderComment[] }) {
  const { t } = useTranslation('workOrders');
  return (
    <section className={styles.card} aria-labelledby="work-order-conversation">
      <h2 id="work-order-conversation" className={styles.cardTitle}>
        {t('detail.conversation')}
      </h2>
      {comments.length === 0 ? (
        <p className={styles.muted}>{t('detail.noComments')}</p>
      ) : (
        <ol className={styles.conversation} aria-labelledby="work-order-conversation">
          {comments.map((comment) => (
            <CommentItem key={comment.id} ticketId={ticketId} comment={comment} />
          ))}
        </ol>
      )}
    </section>
  );
}

function CommentItem({ ticketId, comment }: { ticketId: number; comment: WorkOrderComment }) {
  const { t } = useTranslation('workOrders');
  const [editing, setEditing] = useState(false);
  const staff = comment.author === 'staff';
  const author = staff ? comment.author_name || t('detail.support') : t('detail.you');

  return (
    <li className={styles.message}>
      <article aria-label={`${author} ${formatDateTime(comment.created_at)}`}>
        <div className={styles.messageHead}>
          <span className={staff ? `${styles.author} ${styles.staff}` : styles.author}>{author}</span>
          <time dateTime={comment.created_at} className={styles.muted}>
            {formatDateTime(comment.created_at)}
          </time>
          {comment.edited_at && <span className={styles.muted}>({t('detail.edited')})</span>}
          {comment.editable && !editing && (
            <Button size="small" type="link" onClick={() => setEditing(true)}>
              {t('detail.edit')}
            </Button>
          )}
        </div>
        {editing ? (
          <EditComment ticketId={ticketId} content={comment.content} onDone={() => setEditing(false)} />
        ) : (
          <p className={styles.text}>{comment.content}</p>
        )}
        <FileAttachments files={comment.attachments} />
      </article>
    </li>
  );
}

function EditComment({
  ticketId,
  content,
  onDone,
}: {
  ticketId: number;
  content: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('workOrders');
  const toast = useToast();
  const zodRules = useZodRules();
  const update = useUpdateWorkOrder(ticketId);
  return (
    <Form<{ content: string }>
      layout="vertical"
      initialValues={{ content }}
      onFinish={(values) =>
        update.mutate(
          { action: 'edit_comment', content: values.content },
          {
            onSuccess: () => {
              toast.success(t('detail.saved'));
              onDone();
            },
          },
        )
      }
    >
      <Form.Item
        name="content"
        label={t('detail.editLabel')}
        rules={zodRules(contentField, { label: t('detail.editLabel'), name: t('detail.replyName') })}
      >
        <Input.TextArea rows={4} maxLength={WORK_ORDER_TEXT_MAX} autoFocus />
      </Form.Item>
      <MessageAlerts refused={t('detail.refused')} error={update.error} />
      <div className={styles.actions}>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          {t('detail.save')}
        </Button>
        <Button onClick={onDone}>{t('cancel')}</Button>
      </div>
    </Form>
  );
}
