import type { OpsUserSearchRow } from '@gpucloud/contracts';
import { Button, Form, Input, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, formatMoney } from '../../shared/format';
import { useSearchState } from '../../shared/hooks/useSearchState';
import { PageHead } from '../layout/PageHead';
import { useUserSearch } from './hooks';
import './i18n';
import { UserStatusTag } from './UserStatusTag';
import styles from './Users.module.css';

/**
 * /ops/users (support, finance): the newest accounts, paged, until a search narrows them; the query
 * and page live in the URL.
 */
export function UsersPage() {
  const { t } = useTranslation('opsUsers');
  const [params, update] = useSearchState();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const search = useUserSearch({ q, page });

  const columns: TableColumnsType<OpsUserSearchRow> = [
    {
      key: 'phone',
      title: t('search.columns.phone'),
      render: (_, row) => <Link to={`/ops/users/${row.Id}`}>{row.Phone}</Link>,
    },
    {
      key: 'name',
      title: t('search.columns.name'),
      render: (_, row) => (
        <>
          {row.Name}
          {row.MatchedSubAccount && (
            <div className={styles.sub}>{t('search.viaSub', { name: row.MatchedSubAccount })}</div>
          )}
        </>
      ),
    },
    {
      key: 'balance',
      title: t('search.columns.balance'),
      align: 'right',
      render: (_, row) => <span className={styles.amount}>{formatMoney(row.Money)}</span>,
    },
    {
      key: 'status',
      title: t('search.columns.status'),
      render: (_, row) => <UserStatusTag unregistered={row.Unregistered} loginDisabled={row.LoginDisabled} />,
    },
    { key: 'created', title: t('search.columns.created'), render: (_, row) => formatDateTime(row.CreateAt) },
  ];

  return (
    <>
      <PageHead title={t('search.title')} intro={t('search.intro')} />
      <Form
        key={q}
        layout="vertical"
        className={styles.search}
        initialValues={{ q }}
        onFinish={(values: { q?: string }) => update({ q: values.q?.trim() || null, page: null })}
      >
        <Form.Item name="q" label={t('search.label')}>
          <Input allowClear maxLength={50} autoFocus />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit">
            {t('search.submit')}
          </Button>
        </Form.Item>
      </Form>
      <Table<OpsUserSearchRow>
        aria-label={q ? t('search.tableLabel') : t('search.newestLabel')}
        rowKey="Id"
        size="middle"
        columns={columns}
        dataSource={search.data?.data ?? []}
        loading={search.isFetching}
        locale={{ emptyText: q ? t('search.empty') : t('search.noAccounts') }}
        pagination={{
          current: page,
          pageSize: 20,
          total: search.data?.total ?? 0,
          showTotal: (count) => t('search.total', { count }),
          onChange: (next) => update({ page: next === 1 ? null : String(next) }),
        }}
        scroll={{ x: 'max-content' }}
      />
    </>
  );
}
