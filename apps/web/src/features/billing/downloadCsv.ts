import type { Route } from '@gpucloud/contracts';
import type { CallInput } from '../../api/call';
import { ApiError, NetworkError } from '../../api/client';
import { getToken } from '../../shared/session';

const API_BASE = import.meta.env.VITE_API_BASE ?? '/api';

/**
 * Fetches an export that answers the CSV file itself, not the envelope, and hands it to the browser
 * as a download; answers the file's name. A refusal still comes as an envelope: it is thrown as
 * ApiError for the page to show.
 */
export async function downloadCsv<R extends Route>(
  route: R,
  filters: CallInput<R>,
  fallbackName: string,
): Promise<string> {
  // The map's path is the full '/api/…' one; a build may point the main API elsewhere (VITE_API_BASE).
  const url = route.path.replace(/^\/api/, API_BASE);
  let response: Response;
  try {
    response = await fetch(url, {
      method: route.method,
      headers: { 'Content-Type': 'application/json', Accept: 'text/csv, application/json' },
      body: JSON.stringify({ ...filters, session: getToken() ?? undefined }),
    });
  } catch (error) {
    throw new NetworkError('offline', error instanceof Error ? error.message : String(error));
  }
  const type = response.headers.get('Content-Type') ?? '';
  if (!response.ok || type.includes('application/json')) {
    const envelope = (await response.json().catch(() => null)) as { status?: number; reason?: string } | null;
    throw new ApiError(envelope?.status ?? response.status, envelope?.reason ?? `HTTP ${response.status}`);
  }
  const fileName = fileNameOf(response.headers.get('Content-Disposition')) ?? fallbackName;
  const blobUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = blobUrl;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the blob goes.
  setTimeout(() => URL.revokeObjectURL(blobUrl), 10_000);
  return fileName;
}

/** The file name of a Content-Disposition header (plain or RFC 5987 `filename*`). */
export function fileNameOf(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*[^']*''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // fall through to the plain name
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(header)?.[1]?.trim() ?? null;
}
