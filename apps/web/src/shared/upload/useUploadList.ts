import type { UploadFile } from 'antd';
import { useCallback, useMemo, useRef, useState } from 'react';
import { uploadedIds } from './rules';

/** One file of a list: uploading (with its progress), uploaded (`response`) or failed. */
export type UploadItem<Uploaded> = UploadFile<Uploaded>;

/**
 * The files of one list being written (a message's attachments, a submission's documents), shared
 * by its form and its uploader: the files, the refusals of the last choice, the uploaded ids.
 */
export function useUploadList<Uploaded extends { id: number }>() {
  const [files, setFilesState] = useState<UploadItem<Uploaded>[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  // antd asks beforeUpload for each file of a drop before the list updates: the count must be current.
  const current = useRef<UploadItem<Uploaded>[]>([]);

  const setFiles = useCallback((next: UploadItem<Uploaded>[]) => {
    current.current = next;
    setFilesState(next);
  }, []);

  return useMemo(
    () => ({
      files,
      setFiles,
      current,
      refused,
      setRefused,
      ids: uploadedIds(files),
      busy: files.some((file) => file.status === 'uploading'),
    }),
    [files, setFiles, refused],
  );
}

export type UploadList<Uploaded extends { id: number }> = ReturnType<typeof useUploadList<Uploaded>>;
