import { ErrorCode, WORK_ORDER_PENDING_FILES_MAX, type WorkOrderFile } from '@gpucloud/contracts';
import type { AppDeps } from '../../core/deps';
import { AppError, refused } from '../../core/errors';
import { assertFileLink, privateFileHeaders } from '../../core/files/signed-files';
import type { AcceptedUpload } from '../../core/files/upload';
import { newFileKey } from '../../providers/files/file-store';
import {
  claimFiles,
  countWaitingFiles,
  deleteFileRow,
  findFile,
  insertFile,
  listStaleWaitingFiles,
  type TicketOwner,
  type Uploader,
} from './work-order-tickets.repository';
import { fileOut, WORK_ORDER_FILE_SCOPE } from './work-order-views';

/** Uploads nobody put into a message within a day are removed. */
const WAITING_FILE_HOURS = 24;

export const fileNotFound = () => new AppError(ErrorCode.REFUSED, 'file not found', 404);

/**
 * Stores an accepted upload and records it as waiting for a message of its uploader. The bytes are
 * written first under a fresh key: a crash between the two leaves an orphan file, never a record
 * pointing at nothing.
 */
export async function storeWaitingFile(
  deps: Pick<AppDeps, 'db' | 'clock' | 'files' | 'fileLinks'>,
  uploader: Uploader,
  upload: AcceptedUpload,
): Promise<{ file: WorkOrderFile }> {
  if (
    uploader.kind === 'customer' &&
    (await countWaitingFiles(deps.db, uploader.owner)) >= WORK_ORDER_PENDING_FILES_MAX
  )
    throw refused(
      `file: ${WORK_ORDER_PENDING_FILES_MAX} uploaded files are waiting already; send or delete some first`,
    );
  const key = newFileKey();
  await deps.files.put(key, upload.bytes, { contentType: upload.contentType });
  const row = await insertFile(deps.db, {
    userId: uploader.kind === 'customer' ? uploader.owner.userId : null,
    subAccountId: uploader.kind === 'customer' ? uploader.owner.subAccountId : null,
    staffId: uploader.kind === 'staff' ? uploader.staffId : null,
    fileKey: key,
    fileName: upload.fileName,
    fileType: upload.type,
    size: upload.bytes.length,
    createdAt: deps.clock.now(),
  });
  return { file: fileOut(deps, row) };
}

/**
 * Moves the uploader's waiting files into a ticket (and a comment) inside the caller's transaction;
 * a file that is not the uploader's waiting upload refuses the whole message.
 */
export async function claimWaitingFiles(
  tx: Parameters<typeof claimFiles>[0],
  uploader: Uploader,
  fileIds: readonly number[],
  target: { workOrderId: number; commentId: number | null },
): Promise<void> {
  const unique = [...new Set(fileIds)];
  const claimed = new Set(await claimFiles(tx, uploader, unique, target));
  const missing = unique.find((id) => !claimed.has(id));
  if (missing !== undefined)
    throw refused(`file_ids: file ${missing} is not one of your uploads waiting to be sent`);
}

/** Whether `owner` uploaded the file (waiting or sent). */
export function isOwnFile(
  file: { userId: number | null; subAccountId: number | null; staffId: number | null },
  owner: TicketOwner,
) {
  return file.staffId === null && file.userId === owner.userId && file.subAccountId === owner.subAccountId;
}

/** The bytes and headers of a file, for a valid signed address. */
export async function downloadFile(
  deps: Pick<AppDeps, 'db' | 'clock' | 'files' | 'fileLinks'>,
  id: number,
  link: { expires: string; signature: string },
): Promise<{ bytes: Buffer; headers: Record<string, string> }> {
  assertFileLink(deps, WORK_ORDER_FILE_SCOPE, id, link);
  const row = await findFile(deps.db, id);
  const stored = row ? await deps.files.get(row.fileKey) : null;
  if (!row || !stored) throw fileNotFound();
  return { bytes: stored.bytes, headers: privateFileHeaders(row, stored.bytes.length) };
}

/**
 * Runs `run` in a transaction that removes a file row (answering its key, or null when it removed
 * none), then removes the bytes once that has committed.
 */
export async function forgetFile(
  deps: Pick<AppDeps, 'db' | 'files' | 'log'>,
  fileId: number,
  run: (tx: AppDeps['db']) => Promise<string | null>,
): Promise<void> {
  const key = await deps.db.transaction(run);
  if (key === null) return;
  await deps.files
    .delete(key)
    .catch((error: unknown) => deps.log.warn({ err: error, fileId }, 'file bytes not deleted'));
}

/** Waiting uploads older than a day: their rows and bytes go (run by the scheduler). */
export async function removeStaleWaitingFiles(
  deps: Pick<AppDeps, 'db' | 'clock' | 'files' | 'log'>,
): Promise<number> {
  const before = new Date(deps.clock.now().getTime() - WAITING_FILE_HOURS * 3_600_000);
  const stale = await listStaleWaitingFiles(deps.db, before, 500);
  for (const file of stale) {
    await forgetFile(deps, file.id, async (tx) => {
      const row = await findFile(tx, file.id, true);
      if (!row || row.workOrderId !== null) return null;
      await deleteFileRow(tx, row.id);
      return row.fileKey;
    });
  }
  return stale.length;
}
