import { fileURLToPath } from 'node:url';
import { loadConfig } from './core/config';
import { ConfigError } from './core/config-error';
import { PersonalDataVault } from './core/crypto/personal-data';
import { DataDirLocked, lockDataDir } from './core/data-dir-lock';
import { openPglite, openPostgres } from './core/db';
import { rotateSealedData } from './maintenance/rotate-data-key';
import { createFileStore } from './providers/files/create-file-store';

/**
 * `npm run rotate-data-key`: after DATA_ENCRYPTION_KEY got a new key and DATA_ENCRYPTION_OLD_KEYS the
 * old ones, seals all personal data again under the new key (README, "Personal data"). The embedded
 * database must not be open in a running server; on PostgreSQL the servers may keep running.
 */
function stop(message: string): never {
  process.stderr.write(`rotate-data-key: ${message}\n`);
  process.exit(1);
}

try {
  const config = loadConfig(process.env, {
    migrationsDir: fileURLToPath(new URL('../drizzle', import.meta.url)),
    webDistDir: null,
  });
  if (config.oldDataKeys.length === 0)
    stop(
      'DATA_ENCRYPTION_OLD_KEYS is empty: put the keys being replaced there, the new one in DATA_ENCRYPTION_KEY',
    );
  const release = config.databaseUrl ? () => undefined : lockDataDir(config.dataDir);
  const database = config.databaseUrl ? openPostgres(config.databaseUrl) : await openPglite(config.dataDir);
  await database.migrate(config.migrationsDir);
  const counts = await rotateSealedData({
    db: database.db,
    files: createFileStore(config),
    vault: new PersonalDataVault(config.dataKey, config.oldDataKeys),
  });
  await database.close();
  release();
  process.stdout.write(
    `rotate-data-key: sealed again ${counts.texts} values and ${counts.files} files, recomputed ${counts.indexes} number digests. The old keys can now be removed.\n`,
  );
} catch (error) {
  if (error instanceof ConfigError || error instanceof DataDirLocked) stop(error.message);
  throw error;
}
