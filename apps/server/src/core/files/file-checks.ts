import { UPLOAD_MAX_BYTES } from '@gpucloud/contracts';
import { zipProblem } from './zip-checks';

/**
 * What an upload is, decided by its bytes (never its name or the client's content type), and how it is
 * named and served back. Anything not recognised is refused.
 */

export const MAX_FILE_BYTES = UPLOAD_MAX_BYTES;

export type FileType = 'png' | 'jpeg' | 'webp' | 'gif' | 'pdf' | 'zip' | 'txt';

interface FileTypeInfo {
  contentType: string;
  /** The first is the one a sanitised name gets; the others are kept when the uploader used them. */
  extensions: readonly string[];
  /** Shown in the browser; everything else is downloaded. */
  inline: boolean;
}

export const FILE_TYPES: Readonly<Record<FileType, FileTypeInfo>> = {
  png: { contentType: 'image/png', extensions: ['png'], inline: true },
  jpeg: { contentType: 'image/jpeg', extensions: ['jpg', 'jpeg'], inline: true },
  webp: { contentType: 'image/webp', extensions: ['webp'], inline: true },
  gif: { contentType: 'image/gif', extensions: ['gif'], inline: true },
  pdf: { contentType: 'application/pdf', extensions: ['pdf'], inline: false },
  zip: { contentType: 'application/zip', extensions: ['zip'], inline: false },
  txt: { contentType: 'text/plain; charset=utf-8', extensions: ['txt', 'log'], inline: false },
};

export type SniffResult = { ok: true; type: FileType } | { ok: false; reason: string };

function startsWith(bytes: Buffer, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** Leading bytes of each binary type (WebP: RIFF, a 4-byte size, then WEBP). */
function magicType(bytes: Buffer): FileType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  // A local file header, or the end record of an empty archive.
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06]))
    return 'zip';
  return null;
}

/**
 * Text a browser would sniff as HTML, SVG or XML (the WHATWG MIME sniffing patterns). We serve text as
 * text/plain with nosniff anyway; refusing it as well means a markup file renamed `.png` or `.txt` never
 * gets stored to be served somewhere less careful.
 */
const MARKUP =
  /^\s*<(?:!doctype\s+html|html|head|script|iframe|h1|div|font|table|a|style|title|b|body|br|p|svg|\?xml|!--)[\s>/]/i;

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** WHATWG's "binary data bytes": control characters no text file has (tab, newlines, form feed, ESC are fine). */
const BINARY_BYTE = (byte: number) =>
  byte <= 0x08 || byte === 0x0b || (byte >= 0x0e && byte <= 0x1a) || (byte >= 0x1c && byte <= 0x1f);

function textProblem(bytes: Buffer): string | null {
  if (bytes.includes(0)) return 'contains NUL bytes';
  if (bytes.some(BINARY_BYTE)) return 'contains binary control bytes';
  let text: string;
  try {
    text = UTF8.decode(bytes);
  } catch {
    return 'is not valid UTF-8';
  }
  if (MARKUP.test(text.replace(/^\uFEFF/, ''))) return 'is HTML or XML markup';
  return null;
}

/** The type of an upload by its content, or why it is refused. */
export function sniffFile(bytes: Buffer): SniffResult {
  if (bytes.length === 0) return { ok: false, reason: 'the file is empty' };
  if (bytes.length > MAX_FILE_BYTES) return { ok: false, reason: 'the file is larger than 10 MB' };
  const type = magicType(bytes);
  if (type) return { ok: true, type };
  const problem = textProblem(bytes);
  if (problem)
    return {
      ok: false,
      reason: `the file is not an allowed type (png, jpeg, webp, gif, pdf, zip, text): it ${problem}`,
    };
  return { ok: true, type: 'txt' };
}

const MAX_BASE_LENGTH = 100;
/** Names Windows will not open as files, whatever their extension. */
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/i;
/** Control and format characters (NUL, newlines, bidi overrides like U+202E, zero-width spaces). */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;
/** Characters Windows forbids in names, and the quote that would break a header. */
const UNSAFE = /[<>:"|?*\\/]/g;

/**
 * A name safe to show and to send in Content-Disposition: the last segment of any path, without
 * control characters or reserved names, at most 100 characters before its extension, and with an
 * extension matching what the bytes are (`photo.png` holding a JPEG becomes `photo.jpg`).
 */
export function sanitizeFileName(name: string, type: FileType): string {
  const info = FILE_TYPES[type];
  const cleaned = name.normalize('NFC').replace(INVISIBLE, '');
  // Both separators, and a drive letter (`C:x`), end a path segment.
  const lastSegment = cleaned.split(/[/\\]|^[a-z]:/i).pop() ?? '';
  const trimmed = lastSegment.replace(UNSAFE, '_').replace(/^[\s.]+|[\s.]+$/g, '');

  // Only a short alphanumeric tail counts as an extension: `v1.2 notes` has none.
  const extension = /^(.+)\.([a-z0-9]{1,10})$/i.exec(trimmed);
  const ownExtension = extension?.[2]?.toLowerCase() ?? '';
  const keeps = info.extensions.includes(ownExtension);
  let base = (extension?.[1] ?? trimmed).replace(/[\s.]+$/, '');
  base = Array.from(base).slice(0, MAX_BASE_LENGTH).join('').trim();
  if (base === '' || WINDOWS_RESERVED.test(base.split('.')[0] ?? '')) base = 'file';
  return `${base}.${keeps ? ownExtension : info.extensions[0]}`;
}

/** RFC 5987 value characters: what encodeURIComponent leaves alone, minus ' ( ) * which it must escape. */
function rfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * Headers a stored file is served with: its exact type, never sniffed; images inline, all else as a
 * download, with an ASCII name for old clients and the real one as `filename*`.
 */
export function servedFileHeaders(type: FileType, fileName: string): Record<string, string> {
  const info = FILE_TYPES[type];
  const asciiName = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return {
    'content-type': info.contentType,
    'content-disposition': `${info.inline ? 'inline' : 'attachment'}; filename="${asciiName}"; filename*=UTF-8''${rfc5987(fileName)}`,
    'x-content-type-options': 'nosniff',
  };
}

export type UploadCheck =
  | { ok: true; type: FileType; contentType: string; fileName: string }
  | { ok: false; reason: string };

/**
 * One call for an upload route: the detected type, the served content type and the name to keep; a
 * zip archive must also be safe to unpack (zip-checks).
 */
export function checkUpload(bytes: Buffer, name: string): UploadCheck {
  const sniffed = sniffFile(bytes);
  if (!sniffed.ok) return sniffed;
  const archiveProblem = sniffed.type === 'zip' ? zipProblem(bytes) : null;
  if (archiveProblem) return { ok: false, reason: archiveProblem };
  return {
    ok: true,
    type: sniffed.type,
    contentType: FILE_TYPES[sniffed.type].contentType,
    fileName: sanitizeFileName(name, sniffed.type),
  };
}
