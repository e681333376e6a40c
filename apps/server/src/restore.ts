import { fileURLToPath } from 'node:url';
import { runRestore } from './maintenance/backup/backup-commands';
import { BackupError } from './maintenance/backup/backup-error';

/** `npm run restore`: see maintenance/backup/backup-commands.ts and docs/operations.md ("Backups"). */
try {
  const line = await runRestore(process.argv.slice(2), {
    env: process.env,
    cwd: process.cwd(),
    migrationsDir: fileURLToPath(new URL('../drizzle', import.meta.url)),
  });
  process.stdout.write(`${line}\n`);
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  process.stderr.write(`restore: ${error.message}\n`);
  process.exitCode = 1;
}
