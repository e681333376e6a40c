import { UPLOAD_MAX_BYTES } from '@gpucloud/contracts';

/** The server's limit per file (it judges again by the bytes); checked here to spare the upload. */
export const MAX_UPLOAD_BYTES = UPLOAD_MAX_BYTES;
export const MAX_UPLOAD_MB = MAX_UPLOAD_BYTES / 1024 / 1024;

export type UploadRefusal = 'tooLarge' | 'tooMany';

/** What one list of uploads (a message's attachments, a submission's documents) takes. */
export interface UploadRules {
  maxFiles: number;
  /** What the file picker offers; the server decides by content, so this is only a hint. */
  accept: string;
  /**
   * Whether one more file may join the list: `alreadyKept` files are in it (uploading or
   * uploaded), `positionInBatch` is its place among the files chosen or dropped together.
   */
  check(file: { size: number }, alreadyKept: number, positionInBatch: number): UploadRefusal | null;
}

export function uploadRules({ maxFiles, accept }: { maxFiles: number; accept: string }): UploadRules {
  return {
    maxFiles,
    accept,
    check(file, alreadyKept, positionInBatch) {
      if (alreadyKept + positionInBatch >= maxFiles) return 'tooMany';
      if (file.size > MAX_UPLOAD_BYTES) return 'tooLarge';
      return null;
    },
  };
}

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);

/** Images the server shows inline get a thumbnail before they are sent. */
export function isPreviewableImage(type: string | undefined): boolean {
  return IMAGE_TYPES.has(type ?? '');
}

/** The ids of the uploaded files, in the order they were added, for `file_ids`. */
export function uploadedIds(files: readonly { status?: string; response?: { id: number } }[]): number[] {
  return files.flatMap((file) => (file.status === 'done' && file.response ? [file.response.id] : []));
}
