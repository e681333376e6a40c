import { VERIFICATION_FILES_PER_SUBMISSION, type VerificationFile } from '@gpucloud/contracts';
import { MAX_UPLOAD_BYTES } from './uploadRequest';

export const MAX_FILES = VERIFICATION_FILES_PER_SUBMISSION;

/** What the file pickers offer; the server decides by content (png, jpeg, webp or pdf). */
export const DOCUMENT_ACCEPT = '.png,.jpg,.jpeg,.webp,.pdf,image/png,image/jpeg,image/webp,application/pdf';

export type FileRefusal = 'tooLarge' | 'tooMany';

/**
 * Whether one more file may join a submission: `alreadyKept` files are in the list (uploading or
 * uploaded), `positionInBatch` is its place among the files chosen together.
 */
export function checkFile(
  file: { size: number },
  alreadyKept: number,
  positionInBatch: number,
): FileRefusal | null {
  if (alreadyKept + positionInBatch >= MAX_FILES) return 'tooMany';
  if (file.size > MAX_UPLOAD_BYTES) return 'tooLarge';
  return null;
}

/** The ids of the uploaded files, in the order they were added, for `file_ids`. */
export function uploadedIds(files: readonly { status?: string; response?: VerificationFile }[]): number[] {
  return files.flatMap((file) => (file.status === 'done' && file.response ? [file.response.id] : []));
}
