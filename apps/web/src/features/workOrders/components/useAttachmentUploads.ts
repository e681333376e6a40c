import type { WorkOrderFile } from '@gpucloud/contracts';
import type { UploadFile } from 'antd';
import { useCallback, useMemo, useRef, useState } from 'react';
import { uploadedIds } from '../uploads';

export type AttachmentFile = UploadFile<WorkOrderFile>;

/** The files of one message being written (the new ticket, or a reply), shared by form and uploader. */
export function useAttachmentUploads() {
  const [files, setFilesState] = useState<AttachmentFile[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  const [held, setHeld] = useState(false);
  // antd asks beforeUpload for each file of a drop before the list updates: the count must be current.
  const current = useRef<AttachmentFile[]>([]);

  const setFiles = useCallback((next: AttachmentFile[]) => {
    current.current = next;
    setFilesState(next);
  }, []);

  const reset = useCallback(() => {
    setFiles([]);
    setRefused([]);
    setHeld(false);
  }, [setFiles]);

  const busy = files.some((file) => file.status === 'uploading');
  return useMemo(
    () => ({
      files,
      setFiles,
      current,
      refused,
      setRefused,
      reset,
      ids: uploadedIds(files),
      busy,
      /** A send was held back and files still upload: the writer is asked to wait. */
      waiting: held && busy,
      /** True (and the send held back) while a file still uploads: a message names uploaded ids only. */
      holdWhileBusy: () => {
        setHeld(busy);
        return busy;
      },
    }),
    [files, setFiles, refused, reset, held, busy],
  );
}

export type AttachmentUploads = ReturnType<typeof useAttachmentUploads>;
