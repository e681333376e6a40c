import { type OpsNoticeDetail, publishNoticeRequest } from '@gpucloud/contracts';
import { Alert, Button, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useZodRules } from '../../shared/forms/zodRules';
import { useToast } from '../../shared/ui/toast';
import { useServerFieldErrors } from '../staff/useServerFieldErrors';
import { ConfirmNoticeDialog, type NoticeConfirmation } from './ConfirmNoticeDialog';
import { MarkdownEditor } from './editor/MarkdownEditor';
import { useCreateNoticeDraft, usePublishNotice, useUnpublishNotice } from './hooks';
import { clearLocalDraft, readLocalDraft } from './localDraft';
import styles from './NoticeEditor.module.css';
import { NOTICES_PATH, noticePath } from './noticePaths';
import { useNoticeDraftSaving } from './useNoticeDraftSaving';

interface Values {
  title: string;
  content: string;
}
const FIELDS = ['title', 'content'] as const;

/** One notice in the editor: a new one (kept locally until saved), a server draft, or a published one (read only). */
export function NoticeEditor({ notice }: { notice: OpsNoticeDetail | null }) {
  const { t } = useTranslation('opsContent');
  const toast = useToast();
  const navigate = useNavigate();
  const zodRules = useZodRules();
  const [form] = Form.useForm<Values>();
  const [initial] = useState<Values>(() =>
    notice
      ? { title: notice.Title, content: notice.Content }
      : (readLocalDraft() ?? { title: '', content: '' }),
  );
  const [confirm, setConfirm] = useState<NoticeConfirmation | null>(null);
  const published = notice?.State === 'published';
  const autosave = useNoticeDraftSaving(notice, Form.useWatch('title', form), Form.useWatch('content', form));
  const create = useCreateNoticeDraft();
  const publish = usePublishNotice();
  const unpublish = useUnpublishNotice();
  const showOnFields = useServerFieldErrors(form, FIELDS);
  const rule = (field: (typeof FIELDS)[number]) =>
    zodRules(publishNoticeRequest.shape[field], {
      label: t(field === 'title' ? 'notices.titleField' : 'notices.contentField'),
      name: t(field === 'title' ? 'notices.titleName' : 'notices.contentName'),
    });

  /** The server draft's id, creating it from a new notice first. */
  const draftId = async (): Promise<number> => {
    await autosave.flush();
    if (notice) return notice.Id;
    const created = await create.mutateAsync(form.getFieldsValue(), { onError: showOnFields });
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
    setConfirm('publish');
  };

  const runConfirmed = async () => {
    if (confirm === 'publish') {
      await publish.mutateAsync(await draftId());
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
      <Form.Item name="title" label={t('notices.titleField')} rules={rule('title')} validateFirst>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="content" label={t('notices.contentField')} rules={rule('content')} validateFirst>
        <MarkdownEditor initialValue={initial.content} onChange={() => undefined} readOnly={published} />
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
          title={form.getFieldValue('title') as string}
          pending={publish.isPending || unpublish.isPending || create.isPending}
          onConfirm={() => void runConfirmed().catch(() => setConfirm(null))}
          onClose={() => setConfirm(null)}
        />
      ) : null}
    </Form>
  );
}
