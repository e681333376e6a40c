import { z } from 'zod';
import { BackupError } from './backup-error';

/** What a backup says about itself (`manifest.json` in the archive): read first by a restore. */
export const backupManifestSchema = z.object({
  format: z.literal('gpucloud-backup'),
  version: z.literal(1),
  engine: z.enum(['postgres', 'pglite']),
  createdAt: z.string(),
  /** The schema's migration level: how many migrations were applied, and the last one. */
  migrations: z.object({
    count: z.number().int().nonnegative(),
    lastTag: z.string().nullable(),
    lastWhen: z.number().nullable(),
  }),
  /** The engine's own dump: a pg_dump custom-format archive, or PGlite's data directory as a .tar.gz. */
  payload: z.object({ file: z.string(), bytes: z.number().int(), sha256: z.string() }),
  /** The versions that made it (PostgreSQL server and pg_dump, or PGlite). */
  tools: z.record(z.string(), z.string()),
});

export type BackupManifest = z.infer<typeof backupManifestSchema>;

export const MANIFEST_FILE = 'manifest.json';

export function parseManifest(text: string): BackupManifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupError("the backup's manifest.json is not JSON: not a GPU Cloud backup, or a damaged one");
  }
  const parsed = backupManifestSchema.safeParse(json);
  if (!parsed.success) {
    throw new BackupError(
      `the backup's manifest.json is not one this version reads (${parsed.error.issues[0]?.path.join('.') ?? 'format'})`,
    );
  }
  return parsed.data;
}
