import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchState } from '../../../shared/hooks/useSearchState';
import { MainAccountOnly } from '../../../shared/ui/MainAccountOnly';
import { PageTitle } from '../../../shared/ui/PageTitle';
import { ApplyTab } from '../components/ApplyTab';
import { RecordsTab } from '../components/RecordsTab';
import { TitlesTab } from '../components/TitlesTab';
import '../i18n';

const TABS = ['apply', 'titles', 'records'] as const;
type InvoiceTab = (typeof TABS)[number];

/** /console/invoice: apply for an invoice, keep its titles, follow the applications (issue 14). */
export function InvoicePage() {
  const { t: tShell } = useTranslation();
  const { t } = useTranslation('invoices');
  const [params, update] = useSearchState();
  const tab: InvoiceTab = TABS.find((value) => value === params.get('tab')) ?? 'apply';
  // Each tab keeps its own filters in the address; switching starts the next one afresh.
  const open = (next: InvoiceTab) =>
    update({ tab: next === 'apply' ? null : next, status: null, page: null });

  return (
    <>
      <PageTitle title={tShell('shell.pages.invoice')}>{t('intro')}</PageTitle>
      <MainAccountOnly title={t('mainOnly.title')} body={t('mainOnly.body')}>
        <Tabs
          activeKey={tab}
          onChange={(key) => open(TABS.find((value) => value === key) ?? 'apply')}
          destroyOnHidden
          items={[
            {
              key: 'apply',
              label: t('tabs.apply'),
              children: <ApplyTab onApplied={() => open('records')} onAddTitle={() => open('titles')} />,
            },
            { key: 'titles', label: t('tabs.titles'), children: <TitlesTab /> },
            { key: 'records', label: t('tabs.records'), children: <RecordsTab /> },
          ]}
        />
      </MainAccountOnly>
    </>
  );
}
