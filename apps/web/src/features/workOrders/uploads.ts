import { UPLOAD_MAX_BYTES, WORK_ORDER_FILES_PER_MESSAGE, type WorkOrderFile } from '@gpucloud/contracts';

/** The server's limit per file (it judges again by the bytes); checked here to spare the upload. */
export const MAX_UPLOAD_BYTES = UPLOAD_MAX_BYTES;
export const MAX_UPLOAD_MB = MAX_UPLOAD_BYTES / 1024 / 1024;
export const MAX_FILES = WORK_ORDER_FILES_PER_MESSAGE;

/** What the file picker offers; the server decides by content, so this is only a hint. */
export const UPLOAD_ACCEPT = '.png,.jpg,.jpeg,.webp,.gif,.pdf,.zip,.txt,.log';

export type UploadRefusal = 'tooLarge' | 'tooMany';

/**
 * Whether one more file may join a message: `alreadyKept` files are in the list (uploading or
 * uploaded), `positionInBatch` is its place among the files dropped together.
 */
export function checkUpload(
  file: { size: number },
  alreadyKept: number,
  positionInBatch: number,
): UploadRefusal | null {
  if (alreadyKept + positionInBatch >= MAX_FILES) return 'tooMany';
  if (file.size > MAX_UPLOAD_BYTES) return 'tooLarge';
  return null;
}

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);

/** Images the server shows inline get a thumbnail before they are sent. */
export function isPreviewableImage(type: string | undefined): boolean {
  return IMAGE_TYPES.has(type ?? '');
}

/** The ids of the uploaded files, in the order they were added, for `file_ids`. */
export function uploadedIds(files: readonly { status?: string; response?: WorkOrderFile }[]): number[] {
  return files.flatMap((file) => (file.status === 'done' && file.response ? [file.response.id] : []));
}

/** Sizes as a person reads them: "512 B", "12.3 KB", "4.0 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
