import type { OpsDocArticle, OpsDocCategory } from '@gpucloud/contracts';
import { Alert, Button, Form, Input, Popconfirm, Select, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useToast } from '../../shared/ui/toast';
import { BilingualFields } from '../layout/BilingualFields';
import { MarkdownInput } from '../notices/editor/MarkdownInput';
import { useDraftAutosave } from '../notices/editor/useDraftAutosave';
import '../content/i18n';
import { categoryOptions } from './categoryOptions';
import { OPS_DOCS_PATH } from './docPaths';
import {
  useDeleteDocArticle,
  usePublishDocArticle,
  useSaveDocArticle,
  useUnpublishDocArticle,
} from './hooks';

interface Values {
  category_id: number;
  title_zh: string;
  title_en: string;
  body_zh: string;
  body_en: string;
}

const DOC_TEXTS = {
  'en-US': { title: 'title_en', body: 'body_en' },
  'zh-CN': { title: 'title_zh', body: 'body_zh' },
} as const;

/**
 * One article in the editor (SPEC §9 editor, one per language, English and Chinese side by side): a draft saves itself 500 ms after
 * typing stops; a published article is read only until it is taken down.
 */
export function DocArticleEditor({
  article,
  categories,
}: {
  article: OpsDocArticle;
  categories: readonly OpsDocCategory[];
}) {
  const { t, i18n } = useTranslation('opsDocs');
  const toast = useToast();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [initial] = useState<Values>(() => ({
    category_id: article.CategoryId,
    title_zh: article.TitleZh,
    title_en: article.TitleEn,
    body_zh: article.BodyZh,
    body_en: article.BodyEn,
  }));
  const published = article.State === 'published';
  const save = useSaveDocArticle();
  const publish = usePublishDocArticle();
  const unpublish = useUnpublishDocArticle();
  const remove = useDeleteDocArticle();

  const watched = Form.useWatch([], form) as Partial<Values> | undefined;
  const value = useMemo<Values | null>(() => {
    if (published || !watched || watched.category_id === undefined) return null;
    return { ...initial, ...watched } as Values;
  }, [published, watched, initial]);
  const autosave = useDraftAutosave(value, (draft) => save.mutateAsync({ id: article.Id, ...draft }));

  const run = async (action: 'publish' | 'unpublish' | 'delete') => {
    if (action === 'publish') {
      await autosave.flush();
      await publish.mutateAsync(article.Id);
      toast.success(t('editor.published'));
    } else if (action === 'unpublish') {
      await unpublish.mutateAsync(article.Id);
      toast.success(t('editor.unpublished'));
    } else {
      await remove.mutateAsync(article.Id);
      toast.success(t('editor.deleted'));
      await navigate(OPS_DOCS_PATH);
    }
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={initial}
      disabled={published}
    >
      {published ? (
        <Alert type="info" showIcon title={t('editor.publishedNote')} style={{ marginBottom: 16 }} />
      ) : null}
      <Form.Item name="category_id" label={t('editor.fields.category_id')}>
        <Select options={categoryOptions(categories, i18n.language)} />
      </Form.Item>
      <BilingualFields
        texts={DOC_TEXTS}
        fields={[
          {
            field: 'title',
            label: (name) => t(`editor.fields.${name}`),
            control: (language) => <Input maxLength={200} lang={language} />,
          },
          {
            field: 'body',
            label: (name) => t(`editor.fields.${name}`),
            control: () => <MarkdownInput readOnly={published} />,
          },
        ]}
      />
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Text type={autosave.state === 'failed' ? 'danger' : 'secondary'} role="status">
          {published ? '' : t(`editor.autosave.${autosave.state}`)}
        </Typography.Text>
        <Space wrap>
          <Button href={`/docs/${article.Id}`} target="_blank" disabled={!published}>
            {t('editor.view')}
          </Button>
          <Popconfirm
            title={t('editor.deleteConfirm')}
            okText={t('delete')}
            cancelText={t('cancel')}
            onConfirm={() => run('delete').catch(() => undefined)}
          >
            <Button danger disabled={false}>
              {t('delete')}
            </Button>
          </Popconfirm>
          {published ? (
            <Button
              disabled={false}
              loading={unpublish.isPending}
              onClick={() => void run('unpublish').catch(() => undefined)}
            >
              {t('editor.unpublish')}
            </Button>
          ) : (
            <Button
              type="primary"
              loading={publish.isPending}
              onClick={() => void run('publish').catch(() => undefined)}
            >
              {t('editor.publish')}
            </Button>
          )}
        </Space>
      </Space>
    </Form>
  );
}
