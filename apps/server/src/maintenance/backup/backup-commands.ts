import path from 'node:path';
import { parseArgs } from 'node:util';
import { openBackupArchive } from './backup-archive';
import { BackupError } from './backup-error';
import { describeLevel } from './migration-level';
import { backupPglite, restorePglite } from './pglite-backup';
import { backupPostgres, restorePostgres } from './postgres-backup';

/**
 * `npm run backup -- FILE` and `npm run restore -- FILE [--force]`: the target is the server's own
 * (DATABASE_URL, else the embedded database in DATA_DIR, default ./data) unless --database-url or
 * --data-dir names another. Relative paths are the caller's (npm runs the script in apps/server, and
 * says where it was called from in INIT_CWD).
 */
export type Target = { engine: 'postgres'; databaseUrl: string } | { engine: 'pglite'; dataDir: string };

export interface CommandContext {
  env: NodeJS.ProcessEnv;
  cwd: string;
  migrationsDir: string;
}

const USAGE = {
  backup: 'npm run backup -- FILE [--database-url URL | --data-dir DIR]',
  restore: 'npm run restore -- FILE [--database-url URL | --data-dir DIR] [--force]',
};

function parse(command: 'backup' | 'restore', argv: string[], context: CommandContext) {
  let parsed: ReturnType<typeof parseArgs<{ options: typeof options; allowPositionals: true }>>;
  const options = {
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
    force: { type: 'boolean', default: false },
  } as const;
  try {
    parsed = parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new BackupError(`${(error as Error).message}; usage: ${USAGE[command]}`);
  }
  const { values, positionals } = parsed;
  if (positionals.length !== 1) throw new BackupError(`name one backup file; usage: ${USAGE[command]}`);
  if (command === 'backup' && values.force)
    throw new BackupError(`--force is for restore; usage: ${USAGE.backup}`);
  if (values['database-url'] && values['data-dir']) {
    throw new BackupError('name one target: --database-url or --data-dir, not both');
  }
  const base = context.env.INIT_CWD || context.cwd;
  const file = path.resolve(base, positionals[0] ?? '');
  const databaseUrl =
    values['database-url'] ?? (values['data-dir'] ? '' : (context.env.DATABASE_URL?.trim() ?? ''));
  const target: Target = databaseUrl
    ? { engine: 'postgres', databaseUrl }
    : {
        engine: 'pglite',
        dataDir: path.resolve(base, values['data-dir'] ?? (context.env.DATA_DIR?.trim() || './data')),
      };
  return { file, target, force: values.force };
}

function where(target: Target): string {
  if (target.engine === 'pglite') return `the embedded database in ${target.dataDir}`;
  const url = new URL(target.databaseUrl);
  return `PostgreSQL ${url.host}${url.pathname}`;
}

/** Answers the line to print; throws BackupError for what the operator must fix. */
export async function runBackup(argv: string[], context: CommandContext): Promise<string> {
  const { file, target } = parse('backup', argv, context);
  const manifest =
    target.engine === 'postgres'
      ? await backupPostgres(target.databaseUrl, file, context.migrationsDir)
      : await backupPglite(target.dataDir, file, context.migrationsDir);
  return (
    `backup: ${where(target)} (${describeLevel(manifest.migrations)}) written to ${file} ` +
    `(${manifest.payload.bytes} bytes). The data key is not in it: keep the key apart, as docs/operations.md says.`
  );
}

export async function runRestore(argv: string[], context: CommandContext): Promise<string> {
  const { file, target, force } = parse('restore', argv, context);
  const backup = await openBackupArchive(file);
  try {
    const level =
      target.engine === 'postgres'
        ? await restorePostgres(backup.manifest, backup.payloadFile, target.databaseUrl, {
            force,
            migrationsDir: context.migrationsDir,
          })
        : await restorePglite(backup.manifest, backup.payloadFile, target.dataDir, {
            force,
            migrationsDir: context.migrationsDir,
          });
    return (
      `restore: the backup of ${backup.manifest.createdAt} (${level}) is in ${where(target)}. ` +
      'Start the server with the data key it was made under.'
    );
  } finally {
    backup.dispose();
  }
}
