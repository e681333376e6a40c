import { opsWorkOrderDeskRoutes, UPLOAD_MAX_BYTES, WORK_ORDER_FILES_PER_MESSAGE } from '@gpucloud/contracts';
import { sendUpload, type UploadHandle } from '../../api/upload';

/** The server's limit on one file (upload_file refuses anything larger). */
export const DESK_FILE_MAX_BYTES = UPLOAD_MAX_BYTES;

export type AttachmentRefusal = 'tooMany' | 'tooLarge' | 'empty';

/** Why a file cannot join a reply that holds `held` files already, or null when it can. */
export function attachmentRefusal(file: { size: number }, held: number): AttachmentRefusal | null {
  if (held >= WORK_ORDER_FILES_PER_MESSAGE) return 'tooMany';
  if (file.size === 0) return 'empty';
  return file.size > DESK_FILE_MAX_BYTES ? 'tooLarge' : null;
}

const API_BASE = import.meta.env.VITE_API_BASE ?? '/api';
/** The upload's address through the same base as every other main-API call. */
const UPLOAD_URL = `${API_BASE}${opsWorkOrderDeskRoutes.uploadFile.path.replace(/^\/api/, '')}`;

/** Sends one file to upload_file with the staff session, reporting progress. */
export function uploadDeskFile(
  file: Blob & { name?: string },
  token: string,
  onProgress: (percent: number) => void,
): UploadHandle {
  return sendUpload(UPLOAD_URL, file, token, onProgress);
}
