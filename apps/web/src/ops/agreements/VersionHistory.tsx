import { Button, Table, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format';
import styles from './Agreements.module.css';
import type { OpsAgreementVersion } from './hooks';

/** Every version, newest first (the first is in force), each one readable in full. */
export function VersionHistory({
  name,
  versions,
  loading,
  onView,
}: {
  name: string;
  versions: readonly OpsAgreementVersion[];
  loading: boolean;
  onView: (version: OpsAgreementVersion) => void;
}) {
  const { t, i18n } = useTranslation('opsAgreements');
  const chinese = i18n.language.startsWith('zh');
  const inForce = versions[0]?.version;
  const columns: TableColumnsType<OpsAgreementVersion> = [
    {
      key: 'version',
      title: t('history.version'),
      render: (_, row) => (
        <>
          {row.version} {row.version === inForce ? <Tag color="green">{t('history.inForce')}</Tag> : null}
        </>
      ),
    },
    { key: 'title', title: t('history.title'), render: (_, row) => (chinese ? row.title : row.title_en) },
    {
      key: 'publishedAt',
      title: t('history.publishedAt'),
      render: (_, row) => formatDateTime(row.published_at),
    },
    {
      key: 'publishedBy',
      title: t('history.publishedBy'),
      render: (_, row) => row.published_by || t('firstVersion'),
    },
    {
      key: 'acceptedBy',
      title: t('history.acceptedBy'),
      render: (_, row) => t('history.acceptedCount', { count: row.accepted_count }),
    },
    {
      key: 'actions',
      title: t('history.actions'),
      render: (_, row) => (
        <Button
          type="link"
          size="small"
          aria-label={t('history.viewOf', { version: row.version })}
          onClick={() => onView(row)}
        >
          {t('history.view')}
        </Button>
      ),
    },
  ];
  return (
    <section aria-labelledby="agreement-history" className={styles.section}>
      <h2 id="agreement-history" className={styles.subhead}>
        {t('history.heading')}
      </h2>
      <Table<OpsAgreementVersion>
        aria-label={t('history.tableLabel', { name })}
        rowKey="version"
        columns={columns}
        loading={loading}
        dataSource={[...versions]}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        scroll={{ x: true }}
      />
    </section>
  );
}
