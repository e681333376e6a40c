import type { WorkOrderCategory } from '@gpucloud/contracts';
import { Alert, Button, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../../shared/ui/PageTitle';
import { HelpDocuments } from '../components/HelpDocuments';
import styles from '../components/WorkOrders.module.css';
import { useWorkOrderCategories } from '../hooks';
import '../i18n';
import { MY_WORK_ORDERS_PATH } from '../paths';
import { localized } from '../status';

/**
 * /console/createWorkOrder/selectQuestion: category → question → its help documents, and from
 * there "Still need help" to the form. The choice lives in the address (?category=&question=),
 * so the browser's back button walks it back.
 */
export function SelectQuestionPage() {
  const { t, i18n } = useTranslation('workOrders');
  const { t: tShell } = useTranslation();
  const [params, setParams] = useSearchParams();
  const categories = useWorkOrderCategories();
  const all: WorkOrderCategory[] = categories.data ?? [];
  const category = all.find((item) => item.id === Number(params.get('category'))) ?? all[0];
  const subcategory = category?.subcategories.find((item) => item.id === Number(params.get('question')));
  const name = (item: { name: string; name_en: string }) => localized(i18n.language, item.name, item.name_en);

  return (
    <>
      <PageTitle title={tShell('shell.pages.selectQuestion')}>{t('select.intro')}</PageTitle>
      <div className={styles.toolbar}>
        <Link to={MY_WORK_ORDERS_PATH}>{t('myWorkOrders')}</Link>
      </div>
      {categories.isPending ? (
        <div role="status" aria-label={t('select.categories')}>
          <Skeleton active />
        </div>
      ) : categories.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('select.loadFailed')}
          description={categories.error.message}
          action={
            <Button size="small" onClick={() => void categories.refetch()}>
              {t('retry')}
            </Button>
          }
        />
      ) : !category ? (
        <Empty description={t('select.noCategories')} />
      ) : (
        <>
          <section aria-labelledby="work-order-categories">
            <h2 id="work-order-categories" className={styles.sectionTitle}>
              {t('select.categories')}
            </h2>
            <ul className={styles.choices}>
              {all.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    className={styles.choice}
                    aria-pressed={item.id === category.id}
                    onClick={() => setParams({ category: String(item.id) })}
                  >
                    {name(item)}
                  </button>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="work-order-questions">
            <h2 id="work-order-questions" className={styles.sectionTitle}>
              {t('select.subcategories', { category: name(category) })}
            </h2>
            <ul className={styles.choices}>
              {category.subcategories.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    className={styles.choice}
                    aria-pressed={item.id === subcategory?.id}
                    onClick={() => setParams({ category: String(category.id), question: String(item.id) })}
                  >
                    {name(item)}
                  </button>
                </li>
              ))}
            </ul>
          </section>
          {subcategory ? (
            <HelpDocuments key={subcategory.id} subcategory={subcategory} />
          ) : (
            <p className={styles.muted}>{t('select.pickQuestion')}</p>
          )}
        </>
      )}
    </>
  );
}
