import { type NoticeTextInput, type OpsNoticeDetail, opsCreateNoticeDraftRequest } from '@gpucloud/contracts';
import { Alert, Button, Checkbox, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useZodRules } from '../../shared/forms/zodRules';
import { useToast } from '../../shared/ui/toast';
import { BilingualColumns } from '../layout/BilingualColumns';
import { useServerFieldErrors } from '../staff/useServerFieldErrors';
import { ConfirmNoticeDialog, type NoticeConfirmation } from './ConfirmNoticeDialog';
import { MarkdownEditor } from './editor/MarkdownEditor';
import { useCreateNoticeDraft, usePublishNotice, useUnpublishNotice } from './hooks';
import { clearLocalDraft, EMPTY_NOTICE, readLocalDraft } from './localDraft';
import styles from './NoticeEditor.module.css';
import { NOTICES_PATH, noticePath } from './noticePaths';
import { fieldOf, noticeMissing, noticePublishGap } from './noticeTexts';
import { useNoticeDraftSaving } from './useNoticeDraftSaving';

type Values = NoticeTextInput;
const FIELDS = ['title_en', 'title_zh', 'content_en', 'content_zh', 'single_language'] as const;

const fromNotice = (notice: OpsNoticeDetail): Values => ({
  title_en: notice.TitleEn,
  title_zh: notice.TitleZh,
  content_en: notice.ContentEn,
  content_zh: notice.ContentZh,
  single_language: notice.SingleLanguage,
});

/**
 * One notice in the editor, its English and Chinese side by side: a new one (kept locally until
 * saved), a server draft, or a published one (read only). Publishing asks for both languages, or
 * one with "one language only" ticked, as the server does.
 */
export function NoticeEditor({ notice }: { notice: OpsNoticeDetail | null }) {
  const { t } = useTranslation('opsContent');
  const { t: tOps } = useTranslation('ops');
  const toast = useToast();
  const navigate = useNavigate();
  const zodRules = useZodRules();
  const [form] = Form.useForm<Values>();
  const [initial] = useState<Values>(() =>
    notice ? fromNotice(notice) : (readLocalDraft() ?? EMPTY_NOTICE),
  );
  const [confirm, setConfirm] = useState<NoticeConfirmation | null>(null);
  const published = notice?.State === 'published';
  const watched = Form.useWatch([], form) as Values | undefined;
  const values = watched ?? initial;
  const autosave = useNoticeDraftSaving(notice, watched);
  const create = useCreateNoticeDraft();
  const publish = usePublishNotice();
  const unpublish = useUnpublishNotice();
  const showOnFields = useServerFieldErrors(form, FIELDS);
  const languageName = (language: 'en-US' | 'zh-CN') => tOps(`bilingual.languages.${language}`);
  // A language may stay empty in a draft: the schema's length checks, without its "required".
  const rule = (field: 'title' | 'content', language: 'en-US' | 'zh-CN') =>
    zodRules(opsCreateNoticeDraftRequest.shape[fieldOf(field, language)], {
      label: `${t(field === 'title' ? 'notices.titleField' : 'notices.contentField')} (${languageName(language)})`,
      name: t(field === 'title' ? 'notices.titleName' : 'notices.contentName'),
    }).slice(1);

  /** The server draft's id, creating it from a new notice first. */
  const draftId = async (): Promise<number> => {
    await autosave.flush();
    if (notice) return notice.Id;
    const created = await create.mutateAsync(form.getFieldsValue(true) as Values, { onError: showOnFields });
    clearLocalDraft();
    return created.Id;
  };

  const saveNew = async () => {
    const id = await draftId();
    toast.success(t('notices.savedDraft'));
    await navigate(noticePath(id), { replace: true });
  };

  const askPublish = async () => {
    await form.validateFields();
    const gap = noticePublishGap(form.getFieldsValue(true) as Values);
    if (gap) {
      form.setFields([
        { name: gap.field, errors: [t('notices.requiredIn', { language: languageName(gap.language) })] },
      ]);
      form.scrollToField(gap.field, { focus: true });
      return;
    }
    setConfirm('publish');
  };

  const runConfirmed = async () => {
    if (confirm === 'publish') {
      await publish.mutateAsync(await draftId(), { onError: showOnFields });
      toast.success(t('notices.publishDialog.done'));
      await navigate(NOTICES_PATH);
    } else if (notice) {
      await unpublish.mutateAsync(notice.Id);
      toast.success(t('notices.unpublishDialog.done'));
    }
    setConfirm(null);
  };

  // A new notice's autosave goes to this browser only: it says so rather than "Draft saved".
  const local = autosave.where === 'local' && (autosave.state === 'idle' || autosave.state === 'saved');
  const status = published ? null : local ? 'local' : autosave.state;
  const missing = noticeMissing(values);

  const language = (code: 'en-US' | 'zh-CN') => (
    <>
      <Form.Item
        name={fieldOf('title', code)}
        label={tOps('bilingual.fieldIn', {
          field: t('notices.titleField'),
          language: tOps(`bilingual.short.${code}`),
        })}
        rules={rule('title', code)}
        validateFirst
      >
        <Input maxLength={200} lang={code} />
      </Form.Item>
      <Form.Item
        name={fieldOf('content', code)}
        label={t('notices.contentFieldIn', { language: tOps(`bilingual.short.${code}`) })}
        rules={rule('content', code)}
        validateFirst
      >
        <MarkdownEditor
          initialValue={initial[fieldOf('content', code)]}
          onChange={() => undefined}
          readOnly={published}
        />
      </Form.Item>
    </>
  );

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={initial}
      disabled={published}
    >
      {published ? (
        <Alert type="info" showIcon title={t('notices.publishedNote')} className={styles.note} />
      ) : null}
      <BilingualColumns
        english={language('en-US')}
        chinese={language('zh-CN')}
        missing={missing}
        missingHint={values.single_language ? undefined : t('notices.missingHint')}
      />
      <Form.Item name="single_language" valuePropName="checked" extra={t('notices.singleLanguageHint')}>
        <Checkbox>{t('notices.singleLanguage')}</Checkbox>
      </Form.Item>
      <div className={styles.footer}>
        <Typography.Text type={autosave.state === 'failed' ? 'danger' : 'secondary'} role="status">
          {status ? t(`notices.autosave.${status}`) : ''}
        </Typography.Text>
        <Space wrap>
          {notice === null ? (
            <Button onClick={() => void saveNew().catch(() => undefined)} loading={create.isPending}>
              {t('notices.saveDraft')}
            </Button>
          ) : null}
          {published ? (
            <Button danger disabled={false} onClick={() => setConfirm('unpublish')}>
              {t('notices.unpublish')}
            </Button>
          ) : (
            <Button type="primary" onClick={() => void askPublish().catch(() => undefined)}>
              {t('notices.publish')}
            </Button>
          )}
        </Space>
      </div>
      {confirm ? (
        <ConfirmNoticeDialog
          action={confirm}
          title={(values.title_en || values.title_zh) ?? ''}
          pending={publish.isPending || unpublish.isPending || create.isPending}
          onConfirm={() => void runConfirmed().catch(() => setConfirm(null))}
          onClose={() => setConfirm(null)}
        />
      ) : null}
    </Form>
  );
}
