import type { NoticeState, OpsNoticeSummary } from '@gpucloud/contracts';
import { Alert, Button, Radio, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatDateTime } from '../../shared/format';
import '../content/i18n';
import { LanguagesTags } from '../layout/LanguagesTags';
import { PageHead } from '../layout/PageHead';
import { NOTICE_PAGE_SIZE, useNoticeList } from './hooks';
import { NOTICE_NEW_PATH, noticePath } from './noticePaths';

/** /ops/notices (support): every notice, drafts and published, and a way into the editor. */
export function NoticesPage() {
  const { t } = useTranslation('opsContent');
  const [state, setState] = useState<NoticeState | 'all'>('all');
  const [page, setPage] = useState(1);
  const list = useNoticeList({ state, page });
  const navigate = useNavigate();

  const columns: TableColumnsType<OpsNoticeSummary> = [
    {
      key: 'title',
      title: t('notices.columns.title'),
      render: (_, notice) => (
        <Link to={noticePath(notice.Id)} lang={notice.Language}>
          {notice.Title || t('notices.untitled')}
        </Link>
      ),
    },
    {
      key: 'languages',
      title: t('notices.languagesColumn'),
      render: (_, notice) => (
        <LanguagesTags missing={notice.Missing} singleLanguage={notice.SingleLanguage} />
      ),
    },
    {
      key: 'state',
      title: t('notices.columns.state'),
      render: (_, notice) => (
        <Tag color={notice.State === 'published' ? 'green' : 'default'}>
          {t(`notices.states.${notice.State}`)}
        </Tag>
      ),
    },
    { key: 'updated', title: t('notices.columns.updated'), render: (_, n) => formatDateTime(n.UpdateAt) },
    {
      key: 'published',
      title: t('notices.columns.published'),
      render: (_, n) => (n.PublishedAt ? formatDateTime(n.PublishedAt) : '—'),
    },
  ];

  return (
    <>
      <PageHead
        title={t('notices.title')}
        intro={t('notices.intro')}
        actions={
          <Button type="primary" onClick={() => navigate(NOTICE_NEW_PATH)}>
            {t('notices.create')}
          </Button>
        }
      />
      <Radio.Group
        optionType="button"
        value={state}
        onChange={(event) => {
          setState(event.target.value as NoticeState | 'all');
          setPage(1);
        }}
        options={[
          { value: 'all', label: t('notices.states.all') },
          { value: 'draft', label: t('notices.states.draft') },
          { value: 'published', label: t('notices.states.published') },
        ]}
        style={{ marginBottom: 16 }}
      />
      {list.isError ? <Alert type="error" showIcon title={t('common.loadFailed')} /> : null}
      <Table<OpsNoticeSummary>
        aria-label={t('notices.tableLabel')}
        rowKey="Id"
        columns={columns}
        loading={list.isFetching}
        dataSource={list.data?.data ?? []}
        pagination={{
          current: page,
          pageSize: NOTICE_PAGE_SIZE,
          total: list.data?.total ?? 0,
          onChange: setPage,
          showTotal: (count) => t('common.total', { count }),
        }}
        scroll={{ x: true }}
      />
    </>
  );
}
