import type { VerificationFile } from '@gpucloud/contracts';
import { useMemo, useState } from 'react';
import { type UploadItem, useUploadList } from '../../../shared/upload/useUploadList';

export type DocumentFile = UploadItem<VerificationFile>;

/** Why a submission holds back: no file yet (when one is needed), or files still uploading. */
export type FilesProblem = 'required' | 'uploading' | null;

/** The documents of one submission being written, shared by its form and its uploader. */
export function useFileUploads({ required }: { required: boolean }) {
  const list = useUploadList<VerificationFile>();
  const [attempted, setAttempted] = useState(false);
  const { ids, busy } = list;
  const problem: FilesProblem = busy ? 'uploading' : required && ids.length === 0 ? 'required' : null;

  return useMemo(
    () => ({
      ...list,
      required,
      /** Shown once a send was tried, so an untouched form does not start with an error. */
      problem: attempted ? problem : null,
      /** Marks a send as tried; true when the files let it go. */
      ready: () => {
        setAttempted(true);
        return problem === null;
      },
    }),
    [list, required, attempted, problem],
  );
}

export type FileUploads = ReturnType<typeof useFileUploads>;
