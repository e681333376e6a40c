import { sendUpload, type UploadHandle } from '../../api/upload';
import { getToken } from '../session';

const THIRD_PARTY_BASE = import.meta.env.VITE_THIRD_PARTY_BASE ?? '/third-party';
const THIRD_PARTY_PREFIX = '/third-party';

/** A customer upload endpoint of the contract (work-order files, verification documents). */
export interface UploadRoute {
  path: string;
}

/** Where files go: the contract's path under the third-party base (as thirdParty.ts builds it). */
export function uploadUrl(route: UploadRoute): string {
  return `${THIRD_PARTY_BASE}${route.path.slice(THIRD_PARTY_PREFIX.length)}`;
}

/** Uploads one file to `route` with the customer's session, reporting progress. */
export function uploadFile(
  route: UploadRoute,
  file: Blob,
  onProgress: (percent: number) => void,
): UploadHandle {
  return sendUpload(uploadUrl(route), file, getToken(), onProgress);
}
