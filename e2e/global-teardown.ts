import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { secretsIn } from './support/log-secrets';

/**
 * After every journey: the servers' whole logs (info level) hold no session, password or code — the
 * main journey server's and the real-compute one's, whose SSH gateway logs every login attempt.
 */
export default function checkServerLog(): void {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) return;
  for (const dir of [dataDir, `${dataDir}-docker`]) {
    const file = path.join(dir, 'server.log');
    // A run against a server it did not start (E2E_REUSE_SERVER) has no log of its own to read.
    if (!existsSync(file)) continue;
    const found = secretsIn(readFileSync(file, 'utf8'));
    if (found.length > 0)
      throw new Error(`the server log of this run holds secrets (${file}):\n${found.join('\n')}`);
  }
}
