import { Suspense, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useSlot } from '../../../shared/slots';
import { GuidesLink } from '../../../shared/ui/GuidesLink';
import { LazyLoadFailedAlert } from '../../../shared/ui/LazyLoadFailedAlert';
import { BannerCards } from '../components/BannerCards';
import { NoticeBar } from '../components/NoticeBar';
import { OfferTable } from '../components/OfferTable';
import { StoreFilterBar } from '../components/StoreFilterBar';
import { hasActiveFilters } from '../filters';
import { useHostOffers, useSelectorOptions, useStoreFilters } from '../hooks';
import styles from './StorePage.module.css';

export function StorePage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useStoreFilters();
  const options = useSelectorOptions();
  const offers = useHostOffers(filters);
  // The rows render at transition priority, in slices: a page of offers arriving does not hold the
  // main thread in one long task (an answer from the query cache would otherwise render at once).
  const offerRows = useDeferredValue(offers.data?.list);
  const reset = () => setFilters({ sort: filters.sort });
  // Bare metal (issue 17): the reservations feature's section, handed over by the app.
  const BareMetalSection = useSlot('storeBareMetal');

  return (
    <>
      <title>{`${t('store.title')} · ${t('common.appName')}`}</title>
      <header className={styles.heading}>
        <div>
          <h1 className={styles.title}>{t('store.title')}</h1>
          <p className={styles.subtitle}>
            {t('store.subtitle')} <GuidesLink />
          </p>
        </div>
        {/* Always there: the count fills a reserved line instead of squeezing the subtitle. */}
        <span className={styles.total} role="status">
          {offers.data ? t('store.total', { count: offers.data.total }) : ''}
        </span>
      </header>
      <BannerCards />
      <NoticeBar />
      <StoreFilterBar options={options.data} filters={filters} onChange={setFilters} onReset={reset} />
      {offers.isError && !offers.data ? (
        <LazyLoadFailedAlert
          title={t('store.loadFailed')}
          description={offers.error.message}
          retryLabel={t('common.retry')}
          onRetry={() => offers.refetch()}
        />
      ) : (
        <OfferTable
          offers={offerRows ?? []}
          // Until the deferred rows have rendered, the table still shows what it showed (or its skeleton).
          loading={offers.isFetching || offerRows !== offers.data?.list}
          onReset={hasActiveFilters(filters) ? reset : undefined}
        />
      )}
      {/* Below the catalogue once it has come, so the rows do not push it down the screen. */}
      {!offers.isPending && BareMetalSection && (
        <Suspense fallback={null}>
          <BareMetalSection filters={filters} />
        </Suspense>
      )}
    </>
  );
}
