import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { secretsIn } from './support/log-secrets';

/** After every journey: the server's whole log (info level) holds no session, password or code. */
export default function checkServerLog(): void {
  const dataDir = process.env.E2E_DATA_DIR;
  const file = dataDir ? path.join(dataDir, 'server.log') : '';
  // A run against a server it did not start (E2E_REUSE_SERVER) has no log of its own to read.
  if (!file || !existsSync(file)) return;
  const found = secretsIn(readFileSync(file, 'utf8'));
  if (found.length > 0)
    throw new Error(`the server log of this run holds secrets (${file}):\n${found.join('\n')}`);
}
