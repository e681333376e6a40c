import { ErrorCode, type VerificationFile, verificationEndpoints } from '@gpucloud/contracts';
import type { Db } from '../../core/db';
import type { AppDeps } from '../../core/deps';
import { AppError, refused } from '../../core/errors';
import type { FileType } from '../../core/files/file-checks';
import { assertFileLink, privateFileHeaders, signedFileOut } from '../../core/files/signed-files';
import type { AcceptedUpload } from '../../core/files/upload';
import type { VerificationFileRow } from '../../db/schema/verification/verification.table';
import { newFileKey } from '../../providers/files/file-store';
import {
  claimWaitingFiles,
  countWaitingFiles,
  findFile,
  findFileOf,
  insertFile,
} from './verification-files.repository';

/** What a signed file address uses (core/files). */
export type SignedFileDeps = Parameters<typeof signedFileOut>[0];
/** What checking a signed file address uses (core/files). */
type FileLinkCheckDeps = Parameters<typeof assertFileLink>[0];

/** The scope of verification file links (core/files/file-links). */
export const VERIFICATION_FILE_SCOPE = 'verification';
/** Documents are images of cards and licences, or PDFs of letters. */
const DOCUMENT_TYPES: readonly FileType[] = ['png', 'jpeg', 'webp', 'pdf'];
const IMAGE_TYPES: readonly FileType[] = ['png', 'jpeg', 'webp'];
const WAITING_FILES_MAX = 20;

export const fileNotFound = () => new AppError(ErrorCode.REFUSED, 'file not found', 404);

export function verificationFileOut(deps: SignedFileDeps, row: VerificationFileRow): VerificationFile {
  return signedFileOut(deps, VERIFICATION_FILE_SCOPE, verificationEndpoints.downloadFile.path, row);
}

/**
 * Seals an accepted upload and stores it for its owner. The bytes are written first under a fresh
 * key: a crash between the two leaves an unreadable orphan, never a record pointing at nothing.
 */
export async function storeVerificationFile(
  deps: Pick<AppDeps, 'db' | 'clock' | 'files' | 'vault'> & SignedFileDeps,
  userId: number,
  upload: AcceptedUpload,
): Promise<{ file: VerificationFile }> {
  if (!DOCUMENT_TYPES.includes(upload.type))
    throw refused(`file: a ${upload.type} file is not a document image or PDF (png, jpeg, webp, pdf)`);
  if ((await countWaitingFiles(deps.db, userId)) >= WAITING_FILES_MAX)
    throw refused(`file: ${WAITING_FILES_MAX} uploaded files are waiting already; use them first`);
  const key = newFileKey();
  await deps.files.put(key, deps.vault.sealBytes(upload.bytes), { contentType: 'application/octet-stream' });
  const row = await insertFile(deps.db, {
    userId,
    fileKey: key,
    fileName: upload.fileName,
    fileType: upload.type,
    size: upload.bytes.length,
    createdAt: deps.clock.now(),
  });
  return { file: verificationFileOut(deps, row) };
}

/** The bytes of the caller's own image (for an OCR), opened from their seal. */
export async function ownImage(
  deps: Pick<AppDeps, 'db' | 'files' | 'vault'>,
  userId: number,
  fileId: number,
): Promise<{ row: VerificationFileRow; bytes: Buffer }> {
  const row = await findFileOf(deps.db, userId, fileId);
  if (!row) throw refused(`file_id: file ${fileId} is not one of your uploads`);
  if (!IMAGE_TYPES.includes(row.fileType as FileType))
    throw refused('file_id: the file must be an image (png, jpeg or webp)');
  const stored = await deps.files.get(row.fileKey);
  if (!stored) throw fileNotFound();
  return { row, bytes: deps.vault.openBytes(stored.bytes) };
}

/**
 * Gives the caller's waiting files to a submission inside its transaction; a file that is not the
 * caller's, or is in another submission, refuses the whole submission.
 */
export async function claimFiles(
  tx: Db,
  userId: number,
  fileIds: readonly number[],
  verificationId: number,
  now: Date,
  field: string,
): Promise<void> {
  const unique = [...new Set(fileIds)];
  if (unique.length === 0) return;
  const got = new Set(await claimWaitingFiles(tx, userId, unique, verificationId, now));
  const missing = unique.find((id) => !got.has(id));
  if (missing !== undefined)
    throw refused(`${field}: file ${missing} is not one of your uploads waiting for a submission`);
}

/** The opened bytes and headers of a file, for a valid signed address. */
export async function downloadVerificationFile(
  deps: Pick<AppDeps, 'db' | 'files' | 'vault'> & FileLinkCheckDeps,
  id: number,
  link: { expires: string; signature: string },
): Promise<{ bytes: Buffer; headers: Record<string, string> }> {
  assertFileLink(deps, VERIFICATION_FILE_SCOPE, id, link);
  const row = await findFile(deps.db, id);
  const stored = row ? await deps.files.get(row.fileKey) : null;
  if (!row || !stored) throw fileNotFound();
  const bytes = deps.vault.openBytes(stored.bytes);
  return { bytes, headers: privateFileHeaders(row, bytes.length) };
}
