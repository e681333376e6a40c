import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'ssh2';
import { afterAll, describe, expect, it } from 'vitest';
import { onEmbeddedPass } from '../../testing/engine-pass';
import { freePort, type ServerProcess, startServer, waitForHealth } from '../../testing/server-process';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gpucloud-ssh-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function stop(server: ServerProcess): Promise<number | null> {
  server.child.kill('SIGTERM');
  return server.exited;
}

/** The host key the gateway shows, read from a login it refuses. */
function hostKeyOf(port: number): Promise<{ key: string; refused: string }> {
  return new Promise((resolve, reject) => {
    let key = '';
    const client = new Client();
    client.once('ready', () => {
      client.end();
      reject(new Error('an unknown login was let in'));
    });
    client.once('error', (error) => resolve({ key, refused: error.message }));
    client.connect({
      host: '127.0.0.1',
      port,
      username: 'no-such-instance',
      password: 'nothing',
      hostVerifier: (hostKey: Buffer) => {
        key = hostKey.toString('base64');
        return true;
      },
    });
  });
}

describe.runIf(onEmbeddedPass)('the SSH gateway beside npm start', () => {
  it('listens with COMPUTE_PROVIDER=docker, keeps its host key across restarts and stops on SIGTERM', async () => {
    const sshPort = await freePort();
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: '',
      COMPUTE_PROVIDER: 'docker',
      SSH_GATEWAY_PORT: String(sshPort),
      SSH_GATEWAY_HOST: '127.0.0.1',
    };
    const first = startServer(await freePort(), env);
    await waitForHealth(first);
    const before = await hostKeyOf(sshPort);
    expect(before.refused).toMatch(/authentication methods failed/);
    expect(await stop(first)).toBe(0);
    expect(statSync(path.join(dataDir, 'ssh_host_ed25519_key')).mode & 0o777).toBe(0o600);

    const second = startServer(await freePort(), env);
    await waitForHealth(second);
    const after = await hostKeyOf(sshPort);
    expect(after.key).toBe(before.key);
    expect(after.key.length).toBeGreaterThan(0);
    expect(await stop(second)).toBe(0);
  }, 240_000);
});
