import type { VerificationFile } from '@gpucloud/contracts';
import { useEffect, useMemo, useState } from 'react';
import { type UploadItem, useUploadList } from '../../../shared/upload/useUploadList';

export type DocumentFile = UploadItem<VerificationFile>;

/** Why a submission holds back: no file yet (when one is needed), or files still uploading. */
export type FilesProblem = 'required' | 'uploading' | null;

/**
 * The documents of one submission being written, shared by its form and its uploader. A send held
 * back only because files were still uploading goes by itself once they have (`sendWhenUploaded`,
 * the form's own submit: its fields are checked again then).
 */
export function useFileUploads({
  required,
  sendWhenUploaded,
}: {
  required: boolean;
  sendWhenUploaded: () => void;
}) {
  const list = useUploadList<VerificationFile>();
  const [attempted, setAttempted] = useState(false);
  const [held, setHeld] = useState(false);
  const { ids, busy } = list;
  const problem: FilesProblem = busy ? 'uploading' : required && ids.length === 0 ? 'required' : null;

  useEffect(() => {
    if (!held || busy) return;
    setHeld(false);
    sendWhenUploaded();
  }, [held, busy, sendWhenUploaded]);

  return useMemo(
    () => ({
      ...list,
      required,
      /** Shown once a send was tried, so an untouched form does not start with an error. */
      problem: attempted ? problem : null,
      /** A send whose fields passed: true when the files let it go; held until they have uploaded. */
      ready: () => {
        setAttempted(true);
        if (problem === 'uploading') setHeld(true);
        return problem === null;
      },
      /** A send whose fields failed: the files' problem shows beside theirs. */
      tried: () => setAttempted(true),
    }),
    [list, required, attempted, problem],
  );
}

export type FileUploads = ReturnType<typeof useFileUploads>;
