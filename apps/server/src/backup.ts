import { fileURLToPath } from 'node:url';
import { runBackup } from './maintenance/backup/backup-commands';
import { BackupError } from './maintenance/backup/backup-error';

/** `npm run backup`: see maintenance/backup/backup-commands.ts and docs/operations.md ("Backups"). */
try {
  const line = await runBackup(process.argv.slice(2), {
    env: process.env,
    cwd: process.cwd(),
    migrationsDir: fileURLToPath(new URL('../drizzle', import.meta.url)),
  });
  process.stdout.write(`${line}\n`);
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  process.stderr.write(`backup: ${error.message}\n`);
  process.exitCode = 1;
}
