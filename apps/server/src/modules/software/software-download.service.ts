import type { AppDeps } from '../../core/deps';
import { servedFileHeaders } from '../../core/files/file-checks';
import { byteRange, rangeApplies } from './byte-range';
import { findReleaseForDownload } from './software.repository';
import { notFound } from './software.service';
import { SOFTWARE_KINDS } from './software-file-kinds';

export interface Download {
  status: 200 | 206 | 416;
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * A release's file as HTTP answers it: whole (200), one range of it (206), or a range past its end
 * (416). The ETag is the SHA-256, so a resumed download can prove with If-Range that the file it
 * started is the file still served. A release of a hidden product does not exist for the public.
 */
export async function downloadRelease(
  deps: Pick<AppDeps, 'db' | 'files'>,
  id: number,
  request: { range?: string | undefined; ifRange?: string | undefined },
): Promise<Download> {
  const found = await findReleaseForDownload(deps.db, id);
  const stored = found?.published ? await deps.files.get(found.file.fileKey) : null;
  if (!found || !stored) throw notFound('file');
  const { file } = found;
  const size = stored.bytes.length;
  const etag = `"${file.sha256}"`;
  const headers: Record<string, string> = {
    // servedFileHeaders gives an attachment for every non-image type; the type is the release's own.
    ...servedFileHeaders('zip', file.fileName),
    'content-type': SOFTWARE_KINDS[file.fileKind].contentType,
    'accept-ranges': 'bytes',
    etag,
    'cache-control': 'public, max-age=3600',
    'content-security-policy': "default-src 'none'",
  };
  const range = rangeApplies(request.ifRange, etag)
    ? byteRange(request.range, size)
    : { kind: 'full' as const };
  if (range.kind === 'unsatisfiable')
    return {
      status: 416,
      headers: { ...headers, 'content-range': `bytes */${size}`, 'content-length': '0' },
      body: Buffer.alloc(0),
    };
  if (range.kind === 'partial') {
    const body = stored.bytes.subarray(range.start, range.end + 1);
    return {
      status: 206,
      headers: {
        ...headers,
        'content-range': `bytes ${range.start}-${range.end}/${size}`,
        'content-length': String(body.length),
      },
      body,
    };
  }
  return { status: 200, headers: { ...headers, 'content-length': String(size) }, body: stored.bytes };
}
