import { spawn } from 'node:child_process';
import { BackupError } from './backup-error';

/**
 * PostgreSQL's client tools (pg_dump, pg_restore) with a connection from a DATABASE_URL. The password
 * travels in PGPASSWORD, never on the command line (where `ps` would show it).
 */
export function connectionOf(databaseUrl: string): { dbname: string; env: Record<string, string> } {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    throw new BackupError('the database URL is not a URL (postgres://user:password@host:port/database)');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new BackupError(`the database URL must start with postgres://, not ${url.protocol}//`);
  }
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/** Runs a client tool; answers its stdout, or throws BackupError with its stderr. */
export function runPgTool(tool: string, args: string[], env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    child.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        new BackupError(
          error.code === 'ENOENT'
            ? `${tool} is not installed: install PostgreSQL's client tools (Debian: apt-get install postgresql-client), of the server's major version or newer`
            : `${tool} could not start: ${error.message}`,
        ),
      );
    });
    child.once('close', (code) => {
      if (code === 0) resolve(stdout);
      else reject(new BackupError(`${tool} failed (exit ${code}): ${stderr.trim() || 'no message'}`));
    });
  });
}

/** The major version of a tool (`pg_dump (PostgreSQL) 15.20 ...` → 15) and its whole version line. */
export async function toolVersion(tool: string): Promise<{ major: number; text: string }> {
  const text = (await runPgTool(tool, ['--version'])).trim();
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(text);
  return { major: match ? Number(match[1]) : 0, text };
}

/** pg_dump and pg_restore refuse (or misread) a server newer than themselves: said before they run. */
export async function assertToolMatches(tool: string, serverVersionNum: number): Promise<string> {
  const version = await toolVersion(tool);
  const serverMajor = Math.floor(serverVersionNum / 10_000);
  if (version.major < serverMajor) {
    throw new BackupError(
      `${tool} is version ${version.major} but the PostgreSQL server is ${serverMajor}: install the client tools of version ${serverMajor} or newer`,
    );
  }
  return version.text;
}
