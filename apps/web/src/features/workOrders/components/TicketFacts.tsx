import type { WorkOrderDetail } from '@gpucloud/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import { resourceFact } from '../../../shared/workOrders/resourceFact';
import { localized } from '../status';
import { FileAttachments } from './FileAttachments';
import styles from './WorkOrders.module.css';

/** What the ticket is about: category, resource, when, how to call back; then its description. */
export function TicketFacts({ ticket }: { ticket: WorkOrderDetail }) {
  const { t, i18n } = useTranslation('workOrders');
  const category = localized(i18n.language, ticket.category_name, ticket.category_name_en);
  const subcategory = localized(i18n.language, ticket.subcategory_name, ticket.subcategory_name_en);
  const resource = resourceFact(ticket, {
    types: t('resourceTypes', { returnObjects: true }),
    notNamed: t('resourceNotNamed'),
    none: t('detail.noResource'),
  });

  return (
    <>
      <section className={styles.card} aria-labelledby="work-order-facts">
        <h2 id="work-order-facts" className={styles.cardTitle}>
          {t('detail.facts')}
        </h2>
        <dl className={styles.facts}>
          <dt>{t('detail.category')}</dt>
          <dd>{subcategory ? `${category} / ${subcategory}` : category}</dd>
          <dt>{t('detail.resource')}</dt>
          <dd>{resource}</dd>
          <dt>{t('detail.created')}</dt>
          <dd>
            <time dateTime={ticket.created_at}>{formatDateTime(ticket.created_at)}</time>
          </dd>
          <dt>{t('detail.contactPhone')}</dt>
          <dd>{ticket.contact_phone}</dd>
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="work-order-description">
        <h2 id="work-order-description" className={styles.cardTitle}>
          {t('detail.description')}
        </h2>
        <p className={styles.text}>{ticket.description}</p>
        <FileAttachments files={ticket.attachments} />
      </section>
    </>
  );
}
