import { UPLOAD_FIELD, type WorkOrderFile } from '@gpucloud/contracts';
import { ApiError, HttpError, NetworkError } from './errors';

export interface UploadHandle {
  done: Promise<WorkOrderFile>;
  abort: () => void;
}

/**
 * Sends one file as multipart/form-data (field `file`) with the session as `Authorization: Bearer`:
 * an XMLHttpRequest rather than the API client's fetch, because only it reports upload progress.
 */
export function sendUpload(
  url: string,
  file: Blob & { name?: string },
  token: string | null,
  onProgress: (percent: number) => void,
): UploadHandle {
  const xhr = new XMLHttpRequest();
  const done = new Promise<WorkOrderFile>((resolve, reject) => {
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    xhr.addEventListener('load', () => {
      const outcome = readUploadAnswer(xhr.status, xhr.responseText);
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    });
    xhr.addEventListener('error', () =>
      reject(new NetworkError('offline', 'the upload did not reach the server')),
    );
    xhr.addEventListener('abort', () => reject(new NetworkError('offline', 'the upload was cancelled')));
  });
  xhr.open('POST', url);
  xhr.setRequestHeader('Accept', 'application/json');
  if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
  const body = new FormData();
  body.append(UPLOAD_FIELD, file, file.name ?? 'file');
  xhr.send(body);
  return { done, abort: () => xhr.abort() };
}

/** The file of a `{status: 0}` envelope, or the error the API client would have thrown. */
export function readUploadAnswer(httpStatus: number, text: string): WorkOrderFile | Error {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  if (
    typeof json === 'object' &&
    json !== null &&
    typeof (json as { status?: unknown }).status === 'number'
  ) {
    const envelope = json as { status: number; reason?: unknown; data?: { file?: WorkOrderFile } };
    if (envelope.status !== 0) {
      return new ApiError(envelope.status, typeof envelope.reason === 'string' ? envelope.reason : '');
    }
    if (envelope.data?.file) return envelope.data.file;
    return new NetworkError('bad-answer', `HTTP ${httpStatus}: unexpected answer`);
  }
  if (httpStatus >= 200 && httpStatus < 300) {
    return new NetworkError('bad-answer', `HTTP ${httpStatus}: unexpected answer`);
  }
  const message = (json as { message?: unknown } | undefined)?.message;
  return new HttpError(httpStatus, typeof message === 'string' && message ? message : `HTTP ${httpStatus}`);
}
