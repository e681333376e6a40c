import { DESK_ASSIGNEE_FILTERS } from '@gpucloud/contracts';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DESK_STATUS_FILTERS, type DeskQuery } from './deskQuery';
import styles from './WorkOrders.module.css';

/** Status and assignee apply at once; the search box on Enter or its button. */
export function DeskFilterBar({
  query,
  onChange,
}: {
  query: DeskQuery;
  onChange: (changes: Partial<DeskQuery>) => void;
}) {
  const { t } = useTranslation('opsWorkOrders');
  return (
    <Form layout="vertical" className={styles.filters} aria-label={t('desk.filtersLabel')}>
      <Form.Item label={t('desk.filters.status')} htmlFor="desk-status">
        <Select
          id="desk-status"
          className={styles.filterSelect}
          value={query.status}
          onChange={(status) => onChange({ status, page: 1 })}
          options={DESK_STATUS_FILTERS.map((status) => ({
            value: status,
            label: t(`desk.statusFilters.${status}`),
          }))}
        />
      </Form.Item>
      <Form.Item label={t('desk.filters.assignee')} htmlFor="desk-assignee">
        <Select
          id="desk-assignee"
          className={styles.filterSelect}
          value={query.assignee}
          onChange={(assignee) => onChange({ assignee, page: 1 })}
          options={DESK_ASSIGNEE_FILTERS.map((assignee) => ({
            value: assignee,
            label: t(`desk.assigneeFilters.${assignee}`),
          }))}
        />
      </Form.Item>
      <Form.Item label={t('desk.filters.search')} htmlFor="desk-search" className={styles.searchItem}>
        <Input.Search
          key={query.q}
          id="desk-search"
          defaultValue={query.q}
          placeholder={t('desk.filters.searchHint')}
          maxLength={50}
          allowClear
          enterButton={t('desk.filters.searchButton')}
          onSearch={(q) => onChange({ q: q.trim(), page: 1 })}
        />
      </Form.Item>
    </Form>
  );
}
