import { OPS_VERIFICATION_FILTERS } from '@gpucloud/contracts';
import {
  VERIFY_STATUSES,
  VERIFY_TYPES,
  type VerifyStatusValue,
  type VerifyTypeValue,
} from '@gpucloud/domain';
import { Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STATUS_KEYS, TYPE_KEYS } from './labels';
import { isSearchText, type ReviewQuery } from './reviewQuery';
import styles from './Verifications.module.css';

const ANY = 'any';
const SEARCH_MAX = 20;

/** Queue, type and status apply at once (status only for every record); the search on Enter or its button. */
export function QueueFilterBar({
  query,
  onChange,
}: {
  query: ReviewQuery;
  onChange: (changes: Partial<ReviewQuery>) => void;
}) {
  const { t } = useTranslation('opsVerifications');
  const [invalid, setInvalid] = useState(false);
  const search = (text: string) => {
    const q = text.trim();
    setInvalid(!isSearchText(q));
    if (isSearchText(q)) onChange({ q, page: 1 });
  };

  return (
    <Form layout="vertical" className={styles.filters} aria-label={t('queue.filtersLabel')}>
      <Form.Item label={t('queue.filters.queue')} htmlFor="verification-queue">
        <Select
          id="verification-queue"
          className={styles.filterSelect}
          value={query.queue}
          onChange={(queue) => onChange({ queue, status: null, page: 1 })}
          options={OPS_VERIFICATION_FILTERS.map((queue) => ({
            value: queue,
            label: t(`queue.queues.${queue}`),
          }))}
        />
      </Form.Item>
      <Form.Item label={t('queue.filters.type')} htmlFor="verification-type">
        <Select<VerifyTypeValue | typeof ANY>
          id="verification-type"
          className={styles.filterSelect}
          value={query.type ?? ANY}
          onChange={(type) => onChange({ type: type === ANY ? null : type, page: 1 })}
          options={[
            { value: ANY, label: t('queue.anyType') },
            ...VERIFY_TYPES.map((type) => ({ value: type, label: t(`types.${TYPE_KEYS[type]}`) })),
          ]}
        />
      </Form.Item>
      {query.queue === 'all' && (
        <Form.Item label={t('queue.filters.status')} htmlFor="verification-status">
          <Select<VerifyStatusValue | typeof ANY>
            id="verification-status"
            className={styles.filterSelect}
            value={query.status ?? ANY}
            onChange={(status) => onChange({ status: status === ANY ? null : status, page: 1 })}
            options={[
              { value: ANY, label: t('queue.anyStatus') },
              ...VERIFY_STATUSES.map((status) => ({
                value: status,
                label: t(`statuses.${STATUS_KEYS[status]}`),
              })),
            ]}
          />
        </Form.Item>
      )}
      <Form.Item
        label={t('queue.filters.search')}
        htmlFor="verification-search"
        className={styles.searchItem}
        validateStatus={invalid ? 'error' : undefined}
        help={invalid ? t('queue.filters.searchInvalid') : undefined}
      >
        <Input.Search
          key={query.q}
          id="verification-search"
          defaultValue={query.q}
          placeholder={t('queue.filters.searchHint')}
          inputMode="numeric"
          maxLength={SEARCH_MAX}
          allowClear
          enterButton={t('queue.filters.searchButton')}
          onSearch={search}
        />
      </Form.Item>
    </Form>
  );
}
