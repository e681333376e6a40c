import { INVOICE_STATUSES, type InvoiceStatus } from '@gpucloud/contracts';
import { Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../verifications/Verifications.module.css';
import { type DeskQuery, isSearchText } from './deskQuery';

const SEARCH_MAX = 20;

/** The words of a desk's filter bar, from the desk's own texts. */
export interface DeskFilterTexts {
  label: string;
  status: string;
  search: string;
  searchHint: string;
  searchButton: string;
  searchInvalid: string;
}

/**
 * The filter bar of a finance desk: a status and the customer search (any part of a phone, or a
 * user id). The status applies at once; the search on Enter or its button.
 */
export function StatusSearchBar<Status extends string>({
  id,
  statuses,
  statusLabel,
  texts,
  query,
  onChange,
}: {
  /** Prefix of the fields' DOM ids, unique on the page. */
  id: string;
  statuses: readonly Status[];
  statusLabel: (status: Status) => string;
  texts: DeskFilterTexts;
  query: { status: Status; q: string };
  onChange: (changes: { status?: Status; q?: string; page: number }) => void;
}) {
  const [invalid, setInvalid] = useState(false);
  const search = (text: string) => {
    const q = text.trim();
    setInvalid(!isSearchText(q));
    if (isSearchText(q)) onChange({ q, page: 1 });
  };

  return (
    <Form layout="vertical" className={styles.filters} aria-label={texts.label}>
      <Form.Item label={texts.status} htmlFor={`${id}-status`}>
        <Select<Status>
          id={`${id}-status`}
          className={styles.filterSelect}
          value={query.status}
          onChange={(status) => onChange({ status, page: 1 })}
          options={statuses.map((status) => ({ value: status, label: statusLabel(status) }))}
        />
      </Form.Item>
      <Form.Item
        label={texts.search}
        htmlFor={`${id}-search`}
        className={styles.searchItem}
        validateStatus={invalid ? 'error' : undefined}
        help={invalid ? texts.searchInvalid : undefined}
      >
        <Input.Search
          key={query.q}
          id={`${id}-search`}
          defaultValue={query.q}
          placeholder={texts.searchHint}
          inputMode="numeric"
          maxLength={SEARCH_MAX}
          allowClear
          enterButton={texts.searchButton}
          onSearch={search}
        />
      </Form.Item>
    </Form>
  );
}

/** The invoice desk's filters. */
export function DeskFilterBar({
  query,
  onChange,
}: {
  query: DeskQuery;
  onChange: (changes: Partial<DeskQuery>) => void;
}) {
  const { t } = useTranslation('opsInvoices');
  return (
    <StatusSearchBar<InvoiceStatus>
      id="invoice-desk"
      statuses={INVOICE_STATUSES}
      statusLabel={(status) => t(`statuses.${status}`)}
      texts={t('filters', { returnObjects: true })}
      query={query}
      onChange={onChange}
    />
  );
}
