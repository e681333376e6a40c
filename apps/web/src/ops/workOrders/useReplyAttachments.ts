import type { WorkOrderFile } from '@gpucloud/contracts';
import { Upload, type UploadFile, type UploadProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, NetworkError } from '../../api/errors';
import { clientHooks } from '../../api/hooks';
import { isSessionFailure } from '../../api/policy';
import { clearStaffSession, getStaffToken } from '../../shared/staffSession';
import { useMessage } from '../../shared/ui/feedback';
import { attachmentRefusal, uploadDeskFile } from './deskUpload';

/**
 * The files of the reply being written: each uploads as soon as it is chosen (with its progress),
 * and the reply names the ones that arrived. Failures are said like every other API failure.
 */
export function useReplyAttachments() {
  const { t } = useTranslation('opsWorkOrders');
  const message = useMessage();
  const [files, setFiles] = useState<UploadFile<WorkOrderFile>[]>([]);

  const failed = (error: unknown) => {
    if (error instanceof ApiError && isSessionFailure(error.status, error.reason)) {
      clearStaffSession();
      clientHooks.onStaffSessionEnded();
    } else if (error instanceof ApiError || error instanceof NetworkError) {
      clientHooks.notifyError(error);
    }
  };

  const props: UploadProps<WorkOrderFile> = {
    multiple: true,
    fileList: files,
    onChange: ({ fileList }) => setFiles(fileList),
    beforeUpload: (file, batch) => {
      const held = files.filter((kept) => kept.status !== 'error').length + batch.indexOf(file);
      const refusal = attachmentRefusal(file, held);
      if (refusal === null) return true;
      void message.warning({ content: t(`reply.refused.${refusal}`, { name: file.name }), key: refusal });
      return Upload.LIST_IGNORE;
    },
    customRequest: ({ file, onProgress, onSuccess, onError }) => {
      const token = getStaffToken();
      if (!token) {
        clientHooks.onStaffSessionEnded();
        return;
      }
      let aborted = false;
      const upload = uploadDeskFile(file as Blob & { name?: string }, token, (percent) =>
        onProgress?.({ percent }),
      );
      upload.done.then(
        (stored) => onSuccess?.(stored),
        (error: Error) => {
          if (aborted) return;
          failed(error);
          onError?.(error);
        },
      );
      return {
        abort: () => {
          aborted = true;
          upload.abort();
        },
      };
    },
  };

  const ids = files.flatMap((file) => (file.status === 'done' && file.response ? [file.response.id] : []));
  return {
    props,
    ids,
    uploading: files.some((file) => file.status === 'uploading'),
    clear: () => setFiles([]),
  };
}
