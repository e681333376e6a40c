import type { AddressInfo } from 'node:net';
import { canDo } from '@gpucloud/domain';
import type { AuthContext, AuthenticationType, Connection, ServerChannel } from 'ssh2';
import { authenticate, type SshCredential, type SshGatewayDeps, type SshLogin } from './ssh-auth';
import { findInstanceByName } from './ssh-gateway.repository';
import { line, SSH_MESSAGES } from './ssh-messages';
import { handleSession } from './ssh-session';
import { sshLoginThrottle } from './ssh-throttle';
import { Server } from './ssh2-module';

export interface SshGatewayOptions {
  /** 0 takes any free port (tests); the gateway answers the one it got. */
  port: number;
  host: string;
  hostKey: string;
  /** How often an open connection checks that its instance still runs (5 s). */
  recheckMs?: number;
  /** The largest file SFTP moves (it is spooled on our disk while open). */
  maxFileBytes: number;
}

export interface SshGateway {
  port: number;
  close(): Promise<void>;
}

const BOTH_METHODS: AuthenticationType[] = ['publickey', 'password'];
const KEYS_ONLY: AuthenticationType[] = ['publickey'];

/** The credential of an authentication request the gateway takes; null for other methods ("none", ...). */
function credentialOf(ctx: AuthContext): SshCredential | null {
  if (ctx.method === 'password') return { method: 'password', password: ctx.password };
  if (ctx.method !== 'publickey') return null;
  return {
    method: 'publickey',
    key: { blob: ctx.key.data, signed: ctx.blob, signature: ctx.signature, hashAlgo: ctx.hashAlgo },
  };
}

/** Whether a connection's instance is still the running machine it logged in to. */
async function stillRunning(deps: SshGatewayDeps, login: SshLogin): Promise<boolean> {
  const instance = await findInstanceByName(deps.db, login.name).catch((error: unknown) => {
    // The books did not answer: the connection stays until they can say otherwise.
    deps.log.warn({ err: error, instanceId: login.instanceId }, 'ssh: instance check failed');
    return 'unknown' as const;
  });
  if (instance === 'unknown') return true;
  return (
    instance !== null &&
    instance.id === login.instanceId &&
    canDo(instance.status, 'access') &&
    instance.providerRef === login.ref
  );
}

/**
 * The SSH gateway (ssh2's server): `ssh -p PORT <instance-name>@HOST` with the instance's password
 * or an SSH key of its account opens a shell, a command or SFTP in that instance's machine, and nothing else (no forwarding,
 * no other channel). A connection ends when its instance stops running.
 */
export async function startSshGateway(deps: SshGatewayDeps, options: SshGatewayOptions): Promise<SshGateway> {
  // Failures are weighed in the database, so every process's gateway counts them together.
  const throttle = sshLoginThrottle(deps);
  const recheckMs = options.recheckMs ?? 5_000;
  const connections = new Set<Connection>();
  const server = new Server({ hostKeys: [options.hostKey], ident: 'GPUCloud' }, (client, info) => {
    connections.add(client);
    let login: SshLogin | null = null;
    let watch: NodeJS.Timeout | null = null;
    const channels = new Set<ServerChannel>();
    client.on('authentication', (ctx) => {
      const credential = credentialOf(ctx);
      if (!credential) return ctx.reject(BOTH_METHODS);
      authenticate(deps, throttle, { ip: info.ip, username: ctx.username, credential }).then(
        (outcome) => {
          if (!outcome.ok) return ctx.reject(outcome.passwordAllowed ? BOTH_METHODS : KEYS_ONLY);
          // A probe without a signature is told "this key would do"; the signed request logs in.
          if (credential.method === 'publickey' && !credential.key.signature) return ctx.accept();
          login = outcome.login;
          ctx.accept();
        },
        (error: unknown) => {
          deps.log.error({ err: error, ip: info.ip }, 'ssh login could not be checked');
          ctx.reject(BOTH_METHODS);
        },
      );
    });
    client.on('ready', () => {
      const opened = login;
      if (!opened) return client.end();
      watch = setInterval(() => {
        void stillRunning(deps, opened).then((running) => {
          if (running) return;
          deps.log.info(
            { instanceId: opened.instanceId },
            'ssh: instance no longer running, connection ended',
          );
          for (const channel of channels) channel.stderr.write(line(SSH_MESSAGES.stopped));
          client.end();
        });
      }, recheckMs);
      watch.unref();
      client.on('session', (accept) =>
        handleSession(
          { login: opened, shell: deps.shell, log: deps.log, maxFileBytes: options.maxFileBytes, channels },
          accept(),
        ),
      );
    });
    client.on('error', (error) => deps.log.debug({ err: error, ip: info.ip }, 'ssh connection error'));
    client.on('close', () => {
      if (watch) clearInterval(watch);
      connections.delete(client);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    async close() {
      for (const client of connections) client.end();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
