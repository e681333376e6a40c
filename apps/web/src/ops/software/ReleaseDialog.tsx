import { UploadOutlined } from '@ant-design/icons';
import { type OpsSoftwareFile, SOFTWARE_ARCHES, SOFTWARE_PLATFORMS } from '@gpucloud/contracts';
import { Alert, Button, Form, Input, Modal, Select, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSoftwareTexts } from '../../features/software/hooks';
import { formatBytes } from '../../shared/sizes';
import { useToast } from '../../shared/ui/toast';
import { BilingualFields } from '../layout/BilingualFields';
import { MarkdownInput } from '../notices/editor/MarkdownInput';
import { type OpsProduct, uploadReleaseFile, useAddRelease } from './hooks';
import './i18n';

const RELEASE_TEXTS = { 'en-US': { notes: 'notes_en' }, 'zh-CN': { notes: 'notes' } } as const;

interface Values {
  version: string;
  platform: (typeof SOFTWARE_PLATFORMS)[number];
  arch: (typeof SOFTWARE_ARCHES)[number];
  notes: string;
  notes_en: string;
}

type UploadState =
  | { kind: 'none' }
  | { kind: 'uploading'; percent: number }
  | { kind: 'done'; file: OpsSoftwareFile }
  | { kind: 'failed'; reason: string };

/** Uploads a file (the server checks it and computes its SHA-256), then adds the release naming it. */
export function ReleaseDialog({ product, onClose }: { product: OpsProduct; onClose: () => void }) {
  const { t } = useTranslation('opsSoftware');
  const tSoftware = useSoftwareTexts();
  const toast = useToast();
  const [form] = Form.useForm<Values>();
  const add = useAddRelease();
  const [upload, setUpload] = useState<UploadState>({ kind: 'none' });
  const required = [{ required: true, whitespace: true, message: t('product.required') }];

  const send = (file: File) => {
    setUpload({ kind: 'uploading', percent: 0 });
    uploadReleaseFile(file, (percent) => setUpload({ kind: 'uploading', percent }))
      .then((stored) => setUpload({ kind: 'done', file: stored }))
      .catch((error: unknown) =>
        setUpload({ kind: 'failed', reason: error instanceof Error ? error.message : '' }),
      );
    return false;
  };

  const submit = async () => {
    const values = await form.validateFields();
    if (upload.kind !== 'done') throw new Error(t('release.needFile'));
    await add.mutateAsync({ ...values, product_id: product.id, file_id: upload.file.file_id });
    toast.success(t('saved'));
    onClose();
  };

  return (
    <Modal
      open
      title={t('release.title', { name: product.name_en })}
      okText={t('release.save')}
      cancelText={t('cancel')}
      okButtonProps={{ disabled: upload.kind !== 'done' }}
      confirmLoading={add.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      width={1040}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ platform: 'windows', arch: 'x86_64', notes: '', notes_en: '', version: '' }}
      >
        <Form.Item label={t('release.file')}>
          <Upload beforeUpload={send} showUploadList={false} maxCount={1}>
            <Button icon={<UploadOutlined />} disabled={upload.kind === 'uploading'}>
              {t('release.choose')}
            </Button>
          </Upload>
          <div role="status" style={{ marginTop: 8, wordBreak: 'break-all' }}>
            {upload.kind === 'uploading' ? t('release.uploading', { percent: upload.percent }) : null}
            {upload.kind === 'done'
              ? t('release.uploaded', {
                  file: upload.file.file_name,
                  size: formatBytes(upload.file.size),
                  sha256: upload.file.sha256,
                })
              : null}
          </div>
          {upload.kind === 'failed' ? (
            <Alert type="error" showIcon title={t('release.uploadFailed', { reason: upload.reason })} />
          ) : null}
        </Form.Item>
        <Form.Item name="version" label={t('release.version')} rules={required}>
          <Input maxLength={40} placeholder="1.0.0" />
        </Form.Item>
        <Form.Item name="platform" label={t('release.platform')}>
          <Select
            options={SOFTWARE_PLATFORMS.map((value) => ({ value, label: tSoftware(`platforms.${value}`) }))}
          />
        </Form.Item>
        <Form.Item name="arch" label={t('release.arch')}>
          <Select
            options={SOFTWARE_ARCHES.map((value) => ({ value, label: tSoftware(`arches.${value}`) }))}
          />
        </Form.Item>
        <BilingualFields
          texts={RELEASE_TEXTS}
          fields={[
            {
              field: 'notes',
              label: { 'en-US': t('release.notesEn'), 'zh-CN': t('release.notes') },
              rules: required,
              control: () => <MarkdownInput />,
            },
          ]}
        />
      </Form>
    </Modal>
  );
}
