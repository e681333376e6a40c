import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { type OpsBanner, TOAST_DURATION_MS } from '@gpucloud/contracts';
import { Alert, Button, Modal, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../shared/ui/feedback';
import { useToast } from '../../shared/ui/toast';
import { LanguagesTags } from '../layout/LanguagesTags';
import { PageHead } from '../layout/PageHead';
import { BannerDialog } from './BannerDialog';
import { BannerPreview } from './BannerPreview';
import styles from './BannersPage.module.css';
import { bannerShowGap, bannerTitle, movedOrder } from './bannerTexts';
import { useBannerList, useDeleteBanner, useReorderBanners, useSetBannerActive } from './hooks';
import './i18n';

type Dialog = { kind: 'create' } | { kind: 'edit' | 'delete'; banner: OpsBanner };

/** /ops/banners (support): the store page's promotion banners, their order, languages and state. */
export function BannersPage() {
  const { t, i18n } = useTranslation('opsBanners');
  const { t: tOps } = useTranslation('ops');
  const toast = useToast();
  const message = useMessage();
  const list = useBannerList();
  const setActive = useSetBannerActive();
  const reorder = useReorderBanners();
  const remove = useDeleteBanner();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const banners = list.data?.data ?? [];
  const ids = banners.map((banner) => banner.Id);
  const titleOf = (banner: OpsBanner) => bannerTitle(banner, i18n.language) || t('untitled');

  const move = (banner: OpsBanner, step: -1 | 1) =>
    reorder.mutate(movedOrder(ids, banner.Id, step), { onSuccess: () => toast.success(t('moved')) });

  const toggle = (banner: OpsBanner) => {
    const title = titleOf(banner);
    // The server's rule, said here in the reader's language before asking (it refuses the same).
    const gap = banner.Active
      ? null
      : bannerShowGap({
          title_en: banner.TitleEn,
          title_zh: banner.TitleZh,
          single_language: banner.SingleLanguage,
        });
    if (gap) {
      const language = tOps(`bilingual.languages.${gap.language}`);
      void message.error({
        content: t('showRefused', { title, language }),
        duration: TOAST_DURATION_MS / 1000,
      });
      return;
    }
    setActive.mutate(
      { id: banner.Id, active: !banner.Active },
      { onSuccess: () => toast.success(t(banner.Active ? 'deactivated' : 'activated', { title })) },
    );
  };

  const columns: TableColumnsType<OpsBanner> = [
    {
      key: 'order',
      title: t('columns.order'),
      render: (_, banner, index) => (
        <Space size={0}>
          <Button
            type="text"
            icon={<ArrowUpOutlined />}
            aria-label={t('moveUp', { title: titleOf(banner) })}
            disabled={index === 0 || reorder.isPending}
            onClick={() => move(banner, -1)}
          />
          <Button
            type="text"
            icon={<ArrowDownOutlined />}
            aria-label={t('moveDown', { title: titleOf(banner) })}
            disabled={index === banners.length - 1 || reorder.isPending}
            onClick={() => move(banner, 1)}
          />
        </Space>
      ),
    },
    { key: 'preview', title: t('columns.preview'), render: (_, banner) => <BannerPreview banner={banner} /> },
    {
      key: 'link',
      title: t('columns.link'),
      render: (_, banner) => <code className={styles.link}>{banner.Link}</code>,
    },
    {
      key: 'languages',
      title: t('columns.languages'),
      render: (_, banner) => (
        <LanguagesTags missing={banner.Missing} singleLanguage={banner.SingleLanguage} />
      ),
    },
    {
      key: 'state',
      title: t('columns.state'),
      render: (_, banner) => (
        <Tag color={banner.Active ? 'green' : 'default'}>
          {t(banner.Active ? 'states.active' : 'states.hidden')}
        </Tag>
      ),
    },
    {
      key: 'actions',
      title: t('columns.actions'),
      render: (_, banner) => {
        const title = titleOf(banner);
        return (
          <Space size={0} wrap>
            <Button
              type="link"
              aria-label={t('editOf', { title })}
              onClick={() => setDialog({ kind: 'edit', banner })}
            >
              {t('edit')}
            </Button>
            <Button
              type="link"
              aria-label={t(banner.Active ? 'deactivateOf' : 'activateOf', { title })}
              loading={setActive.isPending && setActive.variables?.id === banner.Id}
              onClick={() => toggle(banner)}
            >
              {t(banner.Active ? 'deactivate' : 'activate')}
            </Button>
            <Button
              type="link"
              danger
              aria-label={t('deleteOf', { title })}
              onClick={() => setDialog({ kind: 'delete', banner })}
            >
              {t('delete')}
            </Button>
          </Space>
        );
      },
    },
  ];

  return (
    <>
      <PageHead
        title={t('title')}
        intro={t('intro')}
        actions={
          <Button type="primary" onClick={() => setDialog({ kind: 'create' })}>
            {t('create')}
          </Button>
        }
      />
      {list.isError ? <Alert type="error" showIcon title={t('loadFailed')} /> : null}
      <Table<OpsBanner>
        aria-label={t('tableLabel')}
        rowKey="Id"
        columns={columns}
        dataSource={banners}
        loading={list.isFetching}
        locale={{ emptyText: t('empty') }}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
      {dialog?.kind === 'create' && <BannerDialog onClose={close} />}
      {dialog?.kind === 'edit' && <BannerDialog banner={dialog.banner} onClose={close} />}
      {dialog?.kind === 'delete' && (
        <Modal
          open
          title={t('deleteDialog.title', { title: titleOf(dialog.banner) })}
          onCancel={close}
          cancelText={t('deleteDialog.cancel')}
          okText={t('deleteDialog.submit')}
          okButtonProps={{ danger: true, loading: remove.isPending }}
          onOk={() =>
            remove.mutate(dialog.banner.Id, {
              onSuccess: () => {
                toast.success(t('deleteDialog.done', { title: titleOf(dialog.banner) }));
                close();
              },
            })
          }
          destroyOnHidden
        >
          <p>{t('deleteDialog.body')}</p>
        </Modal>
      )}
    </>
  );
}
