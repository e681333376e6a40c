import { INVOICE_STATUSES, type InvoiceStatus } from '@gpucloud/contracts';
import { Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../verifications/Verifications.module.css';
import { type DeskQuery, isSearchText } from './deskQuery';

const SEARCH_MAX = 20;

/** The status applies at once; the search on Enter or its button. */
export function DeskFilterBar({
  query,
  onChange,
}: {
  query: DeskQuery;
  onChange: (changes: Partial<DeskQuery>) => void;
}) {
  const { t } = useTranslation('opsInvoices');
  const [invalid, setInvalid] = useState(false);
  const search = (text: string) => {
    const q = text.trim();
    setInvalid(!isSearchText(q));
    if (isSearchText(q)) onChange({ q, page: 1 });
  };

  return (
    <Form layout="vertical" className={styles.filters} aria-label={t('filters.label')}>
      <Form.Item label={t('filters.status')} htmlFor="invoice-desk-status">
        <Select<InvoiceStatus>
          id="invoice-desk-status"
          className={styles.filterSelect}
          value={query.status}
          onChange={(status) => onChange({ status, page: 1 })}
          options={INVOICE_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
        />
      </Form.Item>
      <Form.Item
        label={t('filters.search')}
        htmlFor="invoice-desk-search"
        className={styles.searchItem}
        validateStatus={invalid ? 'error' : undefined}
        help={invalid ? t('filters.searchInvalid') : undefined}
      >
        <Input.Search
          key={query.q}
          id="invoice-desk-search"
          defaultValue={query.q}
          placeholder={t('filters.searchHint')}
          inputMode="numeric"
          maxLength={SEARCH_MAX}
          allowClear
          enterButton={t('filters.searchButton')}
          onSearch={search}
        />
      </Form.Item>
    </Form>
  );
}
