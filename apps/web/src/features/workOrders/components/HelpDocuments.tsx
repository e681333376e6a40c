import type { WorkOrderSubcategory } from '@gpucloud/contracts';
import { Alert, Button, Empty, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pickText } from '../../../shared/i18n/pickText';
import { LazyMarkdown } from '../../../shared/markdown/LazyMarkdown';
import { PickedTextView } from '../../../shared/ui/TextLanguage';
import { useHelpDocuments } from '../hooks';
import { submitPath } from '../paths';
import { localized } from '../status';
import styles from './WorkOrders.module.css';

/** The help documents of one question, then "did this answer it?" with the way to a ticket. */
export function HelpDocuments({ subcategory }: { subcategory: WorkOrderSubcategory }) {
  const { t, i18n } = useTranslation('workOrders');
  const navigate = useNavigate();
  const documents = useHelpDocuments(subcategory.id);
  const [answered, setAnswered] = useState(false);
  const question = localized(i18n.language, subcategory.name, subcategory.name_en);
  const hasDocuments = (documents.data?.length ?? 0) > 0;

  return (
    <section aria-labelledby="work-order-help">
      <h2 id="work-order-help" className={styles.sectionTitle}>
        {t('select.documents', { question })}
      </h2>
      {documents.isPending ? (
        <div className={styles.card} role="status" aria-label={t('select.documents', { question })}>
          <Skeleton active paragraph={{ rows: 5 }} />
        </div>
      ) : documents.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('select.documentsLoadFailed')}
          description={documents.error.message}
          action={
            <Button size="small" onClick={() => void documents.refetch()}>
              {t('retry')}
            </Button>
          }
        />
      ) : hasDocuments ? (
        documents.data.map((document) => (
          <article key={document.id} className={styles.card} aria-labelledby={`help-document-${document.id}`}>
            <h3 id={`help-document-${document.id}`} className={styles.cardTitle}>
              <PickedTextView picked={pickText(i18n.language, document.title, document.title_en)} />
            </h3>
            <PickedTextView picked={pickText(i18n.language, document.content, document.content_en)} block>
              {(source) => <LazyMarkdown source={source} />}
            </PickedTextView>
          </article>
        ))
      ) : (
        <Empty description={t('select.noDocuments')} />
      )}
      <div className={styles.helpful}>
        {hasDocuments && (
          <>
            <p id="work-order-helpful" className={styles.helpfulQuestion}>
              {t('select.helpful')}
            </p>
            <Button aria-describedby="work-order-helpful" onClick={() => setAnswered(true)}>
              {t('select.yes')}
            </Button>
          </>
        )}
        <Button type="primary" onClick={() => navigate(submitPath(subcategory, question))}>
          {t('select.stillNeedHelp')}
        </Button>
        {answered && (
          <span role="status" className={styles.muted}>
            {t('select.glad')}
          </span>
        )}
      </div>
    </section>
  );
}
