import {
  opsWorkOrderDeskRoutes,
  UPLOAD_FIELD,
  WORK_ORDER_FILES_PER_MESSAGE,
  type WorkOrderFile,
} from '@gpucloud/contracts';
import { ApiError, NetworkError } from '../../api/errors';

/** The server's limit on one file (upload_file refuses anything larger). */
export const DESK_FILE_MAX_BYTES = 10 * 1024 * 1024;

export type AttachmentRefusal = 'tooMany' | 'tooLarge' | 'empty';

/** Why a file cannot join a reply that holds `held` files already, or null when it can. */
export function attachmentRefusal(file: { size: number }, held: number): AttachmentRefusal | null {
  if (held >= WORK_ORDER_FILES_PER_MESSAGE) return 'tooMany';
  if (file.size === 0) return 'empty';
  return file.size > DESK_FILE_MAX_BYTES ? 'tooLarge' : null;
}

/** upload_file's answer: the stored file, or the error the envelope (or its absence) means. */
export function readUploadAnswer(httpStatus: number, body: string): WorkOrderFile | ApiError | NetworkError {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return new NetworkError('bad-answer', `HTTP ${httpStatus}: unexpected answer`);
  }
  const envelope = json as { status?: unknown; reason?: unknown; data?: { file?: WorkOrderFile } };
  if (typeof envelope?.status !== 'number')
    return new NetworkError('bad-answer', `HTTP ${httpStatus}: unexpected answer`);
  if (envelope.status !== 0)
    return new ApiError(envelope.status, typeof envelope.reason === 'string' ? envelope.reason : '');
  const file = envelope.data?.file;
  return file ? file : new NetworkError('bad-answer', `HTTP ${httpStatus}: unexpected answer`);
}

const API_BASE = import.meta.env.VITE_API_BASE ?? '/api';
/** The upload's address through the same base as every other main-API call. */
const UPLOAD_URL = `${API_BASE}${opsWorkOrderDeskRoutes.uploadFile.path.replace(/^\/api/, '')}`;

/**
 * Sends one file to upload_file as multipart/form-data. An XMLHttpRequest rather than fetch,
 * because only it reports upload progress; the staff session goes in `Authorization`, since the
 * multipart body carries nothing but the file.
 */
export function uploadDeskFile(
  file: Blob & { name?: string },
  token: string,
  onProgress: (percent: number) => void,
): { done: Promise<WorkOrderFile>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const done = new Promise<WorkOrderFile>((resolve, reject) => {
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const answer = readUploadAnswer(xhr.status, xhr.responseText);
      if (answer instanceof Error) reject(answer);
      else resolve(answer);
    };
    xhr.onerror = () => reject(new NetworkError('offline', 'the upload did not reach the server'));
    xhr.onabort = () => reject(new NetworkError('offline', 'the upload was cancelled'));
    xhr.open('POST', UPLOAD_URL);
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    const body = new FormData();
    body.append(UPLOAD_FIELD, file, file.name ?? 'file');
    xhr.send(body);
  });
  return { done, abort: () => xhr.abort() };
}
