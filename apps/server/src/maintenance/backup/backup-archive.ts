import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { readFile, rename } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import tar from 'tar-stream';
import { BackupError } from './backup-error';
import { type BackupManifest, MANIFEST_FILE, parseManifest } from './backup-manifest';

/**
 * A backup is one tar file: `manifest.json` (what it is) and the engine's own dump beside it, so an
 * operator can also take it apart with `tar xf` and use the dump with PostgreSQL's or PGlite's tools.
 */
export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/** Writes the archive to `outFile` (through a temporary name, so a failed run leaves no half file). */
export async function writeBackupArchive(
  outFile: string,
  manifest: Omit<BackupManifest, 'payload'>,
  payloadFile: string,
  payloadName: string,
): Promise<BackupManifest> {
  const full: BackupManifest = {
    ...manifest,
    payload: { file: payloadName, bytes: statSync(payloadFile).size, sha256: await sha256Of(payloadFile) },
  };
  const partial = `${outFile}.partial`;
  const pack = tar.pack();
  const written = pipeline(pack, createWriteStream(partial, { mode: 0o600 }));
  pack.entry({ name: MANIFEST_FILE }, `${JSON.stringify(full, null, 2)}\n`);
  const entry = pack.entry({ name: payloadName, size: full.payload.bytes });
  await pipeline(createReadStream(payloadFile), entry);
  pack.finalize();
  await written;
  await rename(partial, outFile);
  return full;
}

export interface OpenedBackup {
  manifest: BackupManifest;
  /** The dump, unpacked into a temporary folder and checked against the manifest's digest. */
  payloadFile: string;
  /** Removes the temporary folder. */
  dispose(): void;
}

/** Unpacks a backup and checks it is whole; throws BackupError for anything that is not one. */
export async function openBackupArchive(file: string): Promise<OpenedBackup> {
  try {
    if (!statSync(file).isFile()) throw new BackupError(`${file} is not a file`);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`cannot read the backup ${file}: ${(error as Error).message}`);
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'gpucloud-restore-'));
  const dispose = () => rmSync(dir, { recursive: true, force: true });
  try {
    const names: string[] = [];
    const extract = tar.extract();
    extract.on('entry', (header, stream, next) => {
      const name = path.basename(header.name);
      if (header.type !== 'file' || name !== header.name || names.includes(name)) {
        stream.resume();
        stream.on('end', next);
        return;
      }
      names.push(name);
      pipeline(stream, createWriteStream(path.join(dir, name))).then(() => next(), next);
    });
    await pipeline(createReadStream(file), extract).catch(() => {
      throw new BackupError(`${file} is not a GPU Cloud backup (not a tar archive, or cut short)`);
    });
    if (!names.includes(MANIFEST_FILE)) {
      throw new BackupError(`${file} is not a GPU Cloud backup: it has no ${MANIFEST_FILE}`);
    }
    const manifest = parseManifest(await readFile(path.join(dir, MANIFEST_FILE), 'utf8'));
    if (!names.includes(manifest.payload.file)) {
      throw new BackupError(`the backup is incomplete: ${manifest.payload.file} is missing`);
    }
    const payloadFile = path.join(dir, manifest.payload.file);
    if ((await sha256Of(payloadFile)) !== manifest.payload.sha256) {
      throw new BackupError(`the backup is damaged: ${manifest.payload.file} does not match its sha256`);
    }
    return { manifest, payloadFile, dispose };
  } catch (error) {
    dispose();
    throw error;
  }
}
