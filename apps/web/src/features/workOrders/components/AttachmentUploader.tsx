import { type WorkOrderFile, workOrdersRoutes } from '@gpucloud/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '../../../shared/upload/request';
import { MAX_UPLOAD_MB } from '../../../shared/upload/rules';
import { UploadDragger } from '../../../shared/upload/UploadDragger';
import { detachFile } from '../hooks';
import { attachmentRules } from '../uploads';
import type { AttachmentFile, AttachmentUploads } from './useAttachmentUploads';

const sendAttachment = (file: Blob, onProgress: (percent: number) => void) =>
  uploadFile(workOrdersRoutes.uploadFile, file, onProgress);

/**
 * Drag-and-drop attachments of one message: each file uploads at once (with a progress bar), the
 * message then names the uploaded ids; an uploaded file removed from the list is detached. `id`
 * goes to the file input, for the field's label.
 */
export function AttachmentUploader({ uploads, id }: { uploads: AttachmentUploads; id: string }) {
  const { t } = useTranslation('workOrders');
  const [removeFailed, setRemoveFailed] = useState<string | null>(null);
  const count = attachmentRules.maxFiles;

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

  return (
    <UploadDragger<WorkOrderFile>
      id={id}
      list={uploads}
      rules={attachmentRules}
      send={sendAttachment}
      thumbnails
      texts={{
        drop: t('upload.drop'),
        hint: t('upload.hint', { count, size: MAX_UPLOAD_MB }),
        tooLarge: (name) => t('upload.tooLarge', { name, size: MAX_UPLOAD_MB }),
        tooMany: (name) => t('upload.tooMany', { name, count }),
        failed: (name, reason) => t('upload.failed', { name, reason }),
        refusedFiles: t('upload.refusedFiles'),
      }}
      onBatchStart={() => setRemoveFailed(null)}
      onRemove={onRemove}
      moreProblems={removeFailed ? [removeFailed] : []}
    />
  );
}
