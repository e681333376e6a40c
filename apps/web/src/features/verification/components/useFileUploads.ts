import type { VerificationFile } from '@gpucloud/contracts';
import type { UploadFile } from 'antd';
import { useCallback, useMemo, useRef, useState } from 'react';
import { uploadedIds } from '../files';

export type DocumentFile = UploadFile<VerificationFile>;

/** Why a submission holds back: no file yet (when one is needed), or files still uploading. */
export type FilesProblem = 'required' | 'uploading' | null;

/** The documents of one submission being written, shared by its form and its uploader. */
export function useFileUploads({ required }: { required: boolean }) {
  const [files, setFilesState] = useState<DocumentFile[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  const [attempted, setAttempted] = useState(false);
  // antd asks beforeUpload for each file of a drop before the list updates: the count must be current.
  const current = useRef<DocumentFile[]>([]);

  const setFiles = useCallback((next: DocumentFile[]) => {
    current.current = next;
    setFilesState(next);
  }, []);

  const ids = uploadedIds(files);
  const busy = files.some((file) => file.status === 'uploading');
  const problem: FilesProblem = busy ? 'uploading' : required && ids.length === 0 ? 'required' : null;

  return useMemo(
    () => ({
      files,
      setFiles,
      current,
      refused,
      setRefused,
      ids,
      required,
      /** Shown once a send was tried, so an untouched form does not start with an error. */
      problem: attempted ? problem : null,
      /** Marks a send as tried; true when the files let it go. */
      ready: () => {
        setAttempted(true);
        return problem === null;
      },
    }),
    [files, setFiles, refused, ids, required, attempted, problem],
  );
}

export type FileUploads = ReturnType<typeof useFileUploads>;
