import type { WorkOrderFile } from '@gpucloud/contracts';
import type { UploadFile } from 'antd';
import { useCallback, useMemo, useRef, useState } from 'react';
import { uploadedIds } from '../uploads';

export type AttachmentFile = UploadFile<WorkOrderFile>;

/** The files of one message being written (the new ticket, or a reply), shared by form and uploader. */
export function useAttachmentUploads() {
  const [files, setFilesState] = useState<AttachmentFile[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  // antd asks beforeUpload for each file of a drop before the list updates: the count must be current.
  const current = useRef<AttachmentFile[]>([]);

  const setFiles = useCallback((next: AttachmentFile[]) => {
    current.current = next;
    setFilesState(next);
  }, []);

  const reset = useCallback(() => {
    setFiles([]);
    setRefused([]);
  }, [setFiles]);

  return useMemo(
    () => ({
      files,
      setFiles,
      current,
      refused,
      setRefused,
      reset,
      ids: uploadedIds(files),
      busy: files.some((file) => file.status === 'uploading'),
    }),
    [files, setFiles, refused, reset],
  );
}

export type AttachmentUploads = ReturnType<typeof useAttachmentUploads>;
