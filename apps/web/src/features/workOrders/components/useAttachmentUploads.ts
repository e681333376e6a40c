import type { WorkOrderFile } from '@gpucloud/contracts';
import { useCallback, useMemo, useState } from 'react';
import { type UploadItem, useUploadList } from '../../../shared/upload/useUploadList';

export type AttachmentFile = UploadItem<WorkOrderFile>;

/** The files of one message being written (the new ticket, or a reply), shared by form and uploader. */
export function useAttachmentUploads() {
  const list = useUploadList<WorkOrderFile>();
  const [held, setHeld] = useState(false);
  const { setFiles, setRefused, busy } = list;

  const reset = useCallback(() => {
    setFiles([]);
    setRefused([]);
    setHeld(false);
  }, [setFiles, setRefused]);

  return useMemo(
    () => ({
      ...list,
      reset,
      /** A send was held back and files still upload: the writer is asked to wait. */
      waiting: held && busy,
      /** True (and the send held back) while a file still uploads: a message names uploaded ids only. */
      holdWhileBusy: () => {
        setHeld(busy);
        return busy;
      },
    }),
    [list, reset, held, busy],
  );
}

export type AttachmentUploads = ReturnType<typeof useAttachmentUploads>;
