import { ErrorCode } from '@gpucloud/contracts';
import type { AppDeps } from '../deps';
import { AppError } from '../errors';
import { FILE_TYPES, type FileType, servedFileHeaders } from './file-checks';

/** A stored file row as the features keep them (work orders, verification). */
export interface StoredFileRow {
  id: number;
  fileName: string;
  fileType: string;
  size: number;
  createdAt: Date;
}

/** A file as an answer shows it: `url` is a signed address of `path` (with `:id`), valid 15 minutes. */
export function signedFileOut(
  deps: Pick<AppDeps, 'clock' | 'fileLinks'>,
  scope: string,
  path: string,
  row: StoredFileRow,
) {
  const type = row.fileType as FileType;
  return {
    id: row.id,
    name: row.fileName,
    size: row.size,
    content_type: FILE_TYPES[type].contentType,
    is_image: FILE_TYPES[type].inline,
    url: deps.fileLinks.sign(scope, path.replace(':id', String(row.id)), row.id, deps.clock.now()),
    created_at: row.createdAt.toISOString(),
  };
}

/** Refuses a wrong or expired file address (403), before anything is read. */
export function assertFileLink(
  deps: Pick<AppDeps, 'clock' | 'fileLinks'>,
  scope: string,
  id: number,
  link: { expires: string; signature: string },
): void {
  if (!deps.fileLinks.verify(scope, id, link.expires, link.signature, deps.clock.now()))
    throw new AppError(
      ErrorCode.PERMISSION_DENIED,
      'this file address is wrong or has expired; reload the page',
      403,
    );
}

/** The headers of a private file's bytes: exact type, no sniffing, cached only by who holds the link. */
export function privateFileHeaders(row: StoredFileRow, length: number): Record<string, string> {
  const type = row.fileType as FileType;
  return {
    ...servedFileHeaders(type, row.fileName),
    'content-length': String(length),
    // Private: only who was given the address may keep it, and only until it expires.
    'cache-control': 'private, max-age=900',
    'content-security-policy': FILE_TYPES[type].inline ? "default-src 'none'; sandbox" : "default-src 'none'",
  };
}
