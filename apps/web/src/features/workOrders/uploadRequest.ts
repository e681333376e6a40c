import { workOrdersRoutes } from '@gpucloud/contracts';
import { sendUpload, type UploadHandle } from '../../api/upload';
import { getToken } from '../../shared/session';

const THIRD_PARTY_BASE = import.meta.env.VITE_THIRD_PARTY_BASE ?? '/third-party';
const THIRD_PARTY_PREFIX = '/third-party';

/** Where files go: the contract's path under the third-party base (as thirdParty.ts builds it). */
export function uploadUrl(): string {
  return `${THIRD_PARTY_BASE}${workOrdersRoutes.uploadFile.path.slice(THIRD_PARTY_PREFIX.length)}`;
}

/** Uploads one file for a ticket or a reply, with the customer's session, reporting progress. */
export function uploadWorkOrderFile(file: Blob, onProgress: (percent: number) => void): UploadHandle {
  return sendUpload(uploadUrl(), file, getToken(), onProgress);
}
