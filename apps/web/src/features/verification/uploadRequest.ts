import { UPLOAD_MAX_BYTES, verificationRoutes } from '@gpucloud/contracts';
import { sendUpload, type UploadHandle } from '../../api/upload';
import { getToken } from '../../shared/session';

const THIRD_PARTY_BASE = import.meta.env.VITE_THIRD_PARTY_BASE ?? '/third-party';
const THIRD_PARTY_PREFIX = '/third-party';

/** The server's limit per file (it judges again by the bytes); checked here to spare the upload. */
export const MAX_UPLOAD_BYTES = UPLOAD_MAX_BYTES;
export const MAX_UPLOAD_MB = MAX_UPLOAD_BYTES / 1024 / 1024;

/** Where verification files go: the contract's path under the third-party base. */
export function verificationUploadUrl(): string {
  return `${THIRD_PARTY_BASE}${verificationRoutes.uploadFile.path.slice(THIRD_PARTY_PREFIX.length)}`;
}

/** Uploads one document image or PDF with the customer's session, reporting progress. */
export function uploadVerificationFile(file: Blob, onProgress: (percent: number) => void): UploadHandle {
  return sendUpload(verificationUploadUrl(), file, getToken(), onProgress);
}
