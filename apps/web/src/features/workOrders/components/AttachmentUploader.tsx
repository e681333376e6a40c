import { InboxOutlined } from '@ant-design/icons';
import type { WorkOrderFile } from '@gpucloud/contracts';
import { Upload, type UploadProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { detachFile } from '../hooks';
import { uploadWorkOrderFile } from '../uploadRequest';
import { checkUpload, isPreviewableImage, MAX_FILES, MAX_UPLOAD_MB, UPLOAD_ACCEPT } from '../uploads';
import type { AttachmentFile, AttachmentUploads } from './useAttachmentUploads';
import styles from './WorkOrders.module.css';

/**
 * A thumbnail as a data: address: antd's default draws through a blob: address, which the page's
 * Content-Security-Policy (img-src 'self' data:) refuses.
 */
function readAsDataUrl(file: Blob): Promise<string> {
  if (!isPreviewableImage(file.type)) return Promise.resolve('');
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => resolve('');
    reader.readAsDataURL(file);
  });
}

/**
 * Drag-and-drop attachments of one message: each file uploads at once (with a progress bar), the
 * message then names the uploaded ids. `id` goes to the file input, for the field's label.
 */
export function AttachmentUploader({ uploads, id }: { uploads: AttachmentUploads; id: string }) {
  const { t } = useTranslation('workOrders');
  const [removeFailed, setRemoveFailed] = useState<string | null>(null);

  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    const position = batch.indexOf(file);
    if (position === 0) {
      uploads.setRefused([]);
      setRemoveFailed(null);
    }
    const kept = uploads.current.current.filter((item) => item.status !== 'error').length;
    const refusal = checkUpload(file, kept, position);
    if (refusal === null) return true;
    const text =
      refusal === 'tooLarge'
        ? t('upload.tooLarge', { name: file.name, size: MAX_UPLOAD_MB })
        : t('upload.tooMany', { name: file.name, count: MAX_FILES });
    uploads.setRefused((refused) => [...refused, text]);
    return Upload.LIST_IGNORE;
  };

  const customRequest: UploadProps<WorkOrderFile>['customRequest'] = ({
    file,
    onProgress,
    onSuccess,
    onError,
  }) => {
    const upload = uploadWorkOrderFile(file as Blob, (percent) => onProgress?.({ percent }));
    upload.done.then(
      (uploaded) => onSuccess?.(uploaded),
      (error: Error) => onError?.(error),
    );
    return { abort: upload.abort };
  };

  const onRemove = async (file: AttachmentFile): Promise<boolean> => {
    if (file.status !== 'done' || !file.response) return true;
    try {
      await detachFile(file.response.id);
      return true;
    } catch {
      setRemoveFailed(t('upload.removeFailed', { name: file.name }));
      return false;
    }
  };

  const failed = uploads.files
    .filter((file) => file.status === 'error')
    .map((file) =>
      t('upload.failed', { name: file.name, reason: (file.error as Error | undefined)?.message ?? '' }),
    );
  const problems = [...uploads.refused, ...failed, ...(removeFailed ? [removeFailed] : [])];

  return (
    <>
      <Upload.Dragger
        id={id}
        multiple
        listType="picture"
        accept={UPLOAD_ACCEPT}
        fileList={uploads.files}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        previewFile={readAsDataUrl}
        onRemove={onRemove}
        onChange={({ fileList }) =>
          uploads.setFiles(
            fileList.map((file) =>
              file.status === 'done' && file.response ? { ...file, url: file.response.url } : file,
            ),
          )
        }
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined aria-hidden />
        </p>
        <p className="ant-upload-text">{t('upload.drop')}</p>
        <p className="ant-upload-hint">{t('upload.hint', { count: MAX_FILES, size: MAX_UPLOAD_MB })}</p>
      </Upload.Dragger>
      {problems.length > 0 && (
        <ul role="alert" aria-label={t('upload.refusedFiles')} className={styles.problems}>
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
    </>
  );
}
