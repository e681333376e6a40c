import type { OpsTicketDetail } from '@gpucloud/contracts';
import { Descriptions, type DescriptionsProps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../shared/format';
import { resourceFact } from '../../shared/workOrders/resourceFact';
import { FileList } from './FileList';
import { FirstReplyTimer } from './FirstReplyTimer';
import { localized } from './localized';
import { TicketStatusTag } from './TicketStatusTag';
import { useNow } from './useNow';
import styles from './WorkOrders.module.css';

/** Who wrote the ticket, about what, and what they wrote first. */
export function TicketFacts({ ticket }: { ticket: OpsTicketDetail }) {
  const { t, i18n } = useTranslation('opsWorkOrders');
  const now = useNow();
  const name = (zh: string, en: string) => localized(i18n.language, zh, en);
  const items: DescriptionsProps['items'] = [
    {
      key: 'phone',
      label: t('ticket.facts.phone'),
      children: <Link to={`/ops/users/${ticket.user_id}`}>{ticket.user_phone}</Link>,
    },
    { key: 'name', label: t('ticket.facts.name'), children: ticket.user_name || '—' },
    {
      key: 'sub',
      label: t('ticket.facts.subAccount'),
      children: ticket.sub_account_name ?? t('ticket.facts.mainAccount'),
    },
    {
      key: 'category',
      label: t('ticket.facts.category'),
      children: `${name(ticket.category_name, ticket.category_name_en)} / ${name(
        ticket.subcategory_name,
        ticket.subcategory_name_en,
      )}`,
    },
    {
      key: 'resource',
      label: t('ticket.facts.resource'),
      children: resourceFact(ticket, {
        types: t('resourceTypes', { returnObjects: true }),
        notNamed: t('resourceNotNamed'),
        none: '—',
      }),
    },
    { key: 'contact', label: t('ticket.facts.contactPhone'), children: ticket.contact_phone },
    { key: 'status', label: t('ticket.facts.status'), children: <TicketStatusTag status={ticket.status} /> },
    {
      key: 'assignee',
      label: t('ticket.facts.assignee'),
      children: ticket.assignee_name ?? t('unassigned'),
    },
    { key: 'created', label: t('ticket.facts.created'), children: formatDateTime(ticket.created_at) },
    {
      key: 'firstReply',
      label: t('ticket.facts.firstReply'),
      children: <FirstReplyTimer ticket={ticket} now={now} />,
    },
    ...(ticket.auto_close_at
      ? [
          {
            key: 'autoClose',
            label: t('ticket.facts.autoClose'),
            children: formatDateTime(ticket.auto_close_at),
          },
        ]
      : []),
  ];
  return (
    <section aria-label={t('ticket.factsLabel')} className={styles.section}>
      <Descriptions size="small" bordered column={{ xs: 1, md: 2, xl: 3 }} items={items} />
      <Typography.Title level={2} className={styles.subhead}>
        {t('ticket.description')}
      </Typography.Title>
      <div className={styles.messageBody}>{ticket.description}</div>
      <FileList files={ticket.attachments} />
    </section>
  );
}
