import { SOFTWARE_FILE_MAX_BYTES, type SoftwareFileKind } from '@gpucloud/contracts';
import { zipProblem } from '../../core/files/zip-checks';

/**
 * What a release file is, decided by its bytes (never its name): the installers and archives
 * clients and tools ship as. Anything else — a script, a document, markup — is refused, so the
 * download page only ever serves a kind a person expects to run or unpack.
 */

interface KindInfo {
  contentType: string;
  /** The first is the one a name gets when its own extension does not fit the bytes. */
  extensions: readonly string[];
}

export const SOFTWARE_KINDS: Readonly<Record<SoftwareFileKind, KindInfo>> = {
  zip: { contentType: 'application/zip', extensions: ['zip'] },
  gzip: { contentType: 'application/gzip', extensions: ['tar.gz', 'tgz', 'gz'] },
  exe: { contentType: 'application/vnd.microsoft.portable-executable', extensions: ['exe'] },
  msi: { contentType: 'application/x-msi', extensions: ['msi'] },
  dmg: { contentType: 'application/x-apple-diskimage', extensions: ['dmg'] },
  deb: { contentType: 'application/vnd.debian.binary-package', extensions: ['deb'] },
  rpm: { contentType: 'application/x-rpm', extensions: ['rpm'] },
  elf: { contentType: 'application/x-executable', extensions: ['AppImage', 'appimage', 'bin', 'run'] },
};

const starts = (bytes: Buffer, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** Apple's UDIF images end with a 512-byte trailer starting `koly`. */
function isDmg(bytes: Buffer): boolean {
  return bytes.length >= 512 && starts(bytes, ascii('koly'), bytes.length - 512);
}

function kindOf(bytes: Buffer): SoftwareFileKind | null {
  if (starts(bytes, [0x50, 0x4b, 0x03, 0x04]) || starts(bytes, [0x50, 0x4b, 0x05, 0x06])) return 'zip';
  if (starts(bytes, [0x1f, 0x8b, 0x08])) return 'gzip';
  if (starts(bytes, ascii('MZ'))) return 'exe';
  if (starts(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'msi';
  // A Debian package is an ar archive whose first member is `debian-binary`.
  if (starts(bytes, ascii('!<arch>\ndebian-binary'))) return 'deb';
  if (starts(bytes, [0xed, 0xab, 0xee, 0xdb])) return 'rpm';
  if (starts(bytes, [0x7f, 0x45, 0x4c, 0x46])) return 'elf';
  if (isDmg(bytes)) return 'dmg';
  return null;
}

export type SoftwareFileCheck =
  | { ok: true; kind: SoftwareFileKind; contentType: string; fileName: string }
  | { ok: false; reason: string };

const ACCEPTED = 'zip, tar.gz, exe, msi, dmg, deb, rpm or AppImage';
const MAX_MB = SOFTWARE_FILE_MAX_BYTES / 1024 / 1024;

/** Control, format and path characters, and the quote that would break a header. */
const UNSAFE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}<>:"|?*\\/]/gu;

/**
 * The name the download is offered under: the last segment of what was uploaded, without unsafe
 * characters, ending in an extension of its kind (`setup.zip` holding an exe becomes `setup.exe`).
 */
export function softwareFileName(name: string, kind: SoftwareFileKind): string {
  const segment = name.normalize('NFC').split(/[/\\]/).pop() ?? '';
  const cleaned = segment
    .replace(UNSAFE, '_')
    .replace(/^[\s.]+|[\s.]+$/g, '')
    .slice(0, 120);
  const { extensions } = SOFTWARE_KINDS[kind];
  const own = extensions.find((ext) => cleaned.toLowerCase().endsWith(`.${ext.toLowerCase()}`));
  if (own && cleaned.length > own.length + 1) return cleaned;
  const base = cleaned.replace(/\.[A-Za-z0-9]{1,10}$/, '') || 'download';
  return `${base}.${extensions[0]}`;
}

/** One call for the upload route: the kind, its served type and the name to keep, or why not. */
export function checkSoftwareFile(bytes: Buffer, name: string): SoftwareFileCheck {
  if (bytes.length === 0) return { ok: false, reason: 'the file is empty' };
  if (bytes.length > SOFTWARE_FILE_MAX_BYTES)
    return { ok: false, reason: `the file is larger than ${MAX_MB} MB` };
  const kind = kindOf(bytes);
  if (!kind) return { ok: false, reason: `the file is not a ${ACCEPTED} file (judged by its bytes)` };
  if (kind === 'zip') {
    const problem = zipProblem(bytes);
    if (problem) return { ok: false, reason: problem };
  }
  return {
    ok: true,
    kind,
    contentType: SOFTWARE_KINDS[kind].contentType,
    fileName: softwareFileName(name, kind),
  };
}
