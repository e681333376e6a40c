/**
 * What a zip archive would do when someone unpacks it, read from its central directory without
 * unpacking anything: refused when it expands far beyond its size (a zip bomb), holds a name that
 * leaves the folder it is unpacked in (zip slip), or is not a readable archive.
 */

const EOCD_SIGNATURE = 0x06054b50;
const ENTRY_SIGNATURE = 0x02014b50;
const EOCD_SIZE = 22;
const MAX_COMMENT = 0xffff;

export const ZIP_LIMITS = {
  entries: 10_000,
  /** What the whole archive may expand to. */
  expandedBytes: 1024 ** 3,
  /** Above this expanded size, the ratio to the archive's own size is checked too. */
  ratioFloorBytes: 100 * 1024 ** 2,
  ratio: 100,
} as const;

function endRecord(bytes: Buffer): number {
  const earliest = Math.max(0, bytes.length - EOCD_SIZE - MAX_COMMENT);
  for (let at = bytes.length - EOCD_SIZE; at >= earliest; at -= 1) {
    if (bytes.readUInt32LE(at) === EOCD_SIGNATURE) return at;
  }
  return -1;
}

/** A name that would be written outside the folder: absolute, a drive, or climbing with `..`. */
function escapes(name: string): boolean {
  if (/^[/\\]/.test(name) || /^[a-z]:/i.test(name)) return true;
  return name.split(/[/\\]/).includes('..');
}

/** Why the archive is refused, or null when it is fine. */
export function zipProblem(bytes: Buffer): string | null {
  if (bytes.length < EOCD_SIZE) return 'the zip archive is damaged';
  const end = endRecord(bytes);
  if (end < 0) return 'the zip archive is damaged: it has no central directory';
  const entries = bytes.readUInt16LE(end + 10);
  const directoryOffset = bytes.readUInt32LE(end + 16);
  if (entries === 0xffff || directoryOffset === 0xffffffff)
    return 'the zip archive uses ZIP64, which a 10 MB upload never needs';
  if (entries > ZIP_LIMITS.entries) return `the zip archive holds more than ${ZIP_LIMITS.entries} files`;
  let at = directoryOffset;
  let expanded = 0;
  for (let index = 0; index < entries; index += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== ENTRY_SIGNATURE)
      return 'the zip archive is damaged: its central directory is cut short';
    const size = bytes.readUInt32LE(at + 24);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    if (at + 46 + nameLength > bytes.length) return 'the zip archive is damaged: a file name is cut short';
    const name = bytes.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    if (escapes(name))
      return `the zip archive holds a path outside itself: ${JSON.stringify(name.slice(0, 80))}`;
    if (size === 0xffffffff) return 'the zip archive uses ZIP64, which a 10 MB upload never needs';
    expanded += size;
    at += 46 + nameLength + extraLength + commentLength;
  }
  if (expanded > ZIP_LIMITS.expandedBytes) return 'the zip archive expands to more than 1 GB (a zip bomb)';
  if (expanded > ZIP_LIMITS.ratioFloorBytes && expanded > bytes.length * ZIP_LIMITS.ratio)
    return `the zip archive expands more than ${ZIP_LIMITS.ratio} times its size (a zip bomb)`;
  return null;
}
