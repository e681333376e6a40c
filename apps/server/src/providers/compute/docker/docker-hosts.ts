import { readFileSync } from 'node:fs';
import path from 'node:path';
import Docker from 'dockerode';
import type { MachineSettings } from './docker-engine-features';

/**
 * Where the Docker engine of each catalogue host answers. `DOCKER_HOSTS` names engines per host,
 * comma-separated `host-name=address`: a unix socket (`unix:///var/run/docker.sock`) or TCP with TLS
 * client certificates (`tcp://10.0.0.12:2376`, whose `ca.pem`, `cert.pem` and `key.pem` are read from
 * `DOCKER_TLS_DIR/<host-name>/`). A host not named uses `DOCKER_DEFAULT_ENGINE` (the local socket by
 * default), so on one machine every catalogue host is a set of containers on the same engine.
 */
export interface DockerEngineConfig {
  defaultEngine: string;
  engines: Record<string, string>;
  tlsDir: string | null;
  /** LXCFS and the disk tool (DOCKER_LXCFS_DIR, DOCKER_DISK_TOOL_IMAGE): docker-engine-features.ts. */
  machines: MachineSettings;
}

export interface DockerHosts {
  /** The engine that runs the machines of a catalogue host. */
  engine(hostName: string): Docker;
  /**
   * Where that engine answers (`DOCKER_HOSTS`' address, or `DOCKER_DEFAULT_ENGINE`): the name every
   * server process gives the same engine, so hosts on one engine share its placement lease.
   */
  addressOf(hostName: string): string;
  /** Every engine configured (the named ones and the default), once each: whose events to follow. */
  engines(): Docker[];
  /** How machines are made to show what was rented, where an engine has what it takes. */
  machines: MachineSettings;
}

/**
 * A docker machine's ref, `docker:<host-name>/<container-name>`: the catalogue host it runs on and its
 * container. The prefix tells a docker machine from the simulated ones (KVM, bare metal) that the same
 * fleet keeps beside it.
 */
export interface DockerRef {
  hostName: string;
  container: string;
}

const REF_PREFIX = 'docker:';
const REF_SEPARATOR = '/';

export function dockerRef(hostName: string, container: string): string {
  return `${REF_PREFIX}${hostName}${REF_SEPARATOR}${container}`;
}

export function isDockerRef(ref: string): boolean {
  return ref.startsWith(REF_PREFIX);
}

export function parseDockerRef(ref: string): DockerRef {
  const at = ref.lastIndexOf(REF_SEPARATOR);
  if (!isDockerRef(ref) || at <= REF_PREFIX.length || at === ref.length - 1) {
    throw new Error(`not a docker machine ref: ${ref}`);
  }
  return { hostName: ref.slice(REF_PREFIX.length, at), container: ref.slice(at + 1) };
}

export function parseDockerEngineConfig(env: NodeJS.ProcessEnv): DockerEngineConfig {
  const engines: Record<string, string> = {};
  for (const entry of (env.DOCKER_HOSTS ?? '').split(',')) {
    const trimmed = entry.trim();
    if (!trimmed) continue;
    const at = trimmed.indexOf('=');
    if (at <= 0) throw new Error(`DOCKER_HOSTS: "${trimmed}" is not host-name=address`);
    engines[trimmed.slice(0, at).trim()] = trimmed.slice(at + 1).trim();
  }
  return {
    defaultEngine: env.DOCKER_DEFAULT_ENGINE?.trim() || 'unix:///var/run/docker.sock',
    engines,
    tlsDir: env.DOCKER_TLS_DIR?.trim() || null,
    machines: {
      // Unset: the defaults scripts/docker.sh prepares; set empty: turned off.
      lxcfsDir: (env.DOCKER_LXCFS_DIR ?? '/var/lib/lxcfs').trim() || null,
      diskToolImage: (env.DOCKER_DISK_TOOL_IMAGE ?? 'gpucloud/disktool:1').trim() || null,
    },
  };
}

function connect(hostName: string, address: string, tlsDir: string | null): Docker {
  const url = new URL(address);
  if (url.protocol === 'unix:') return new Docker({ socketPath: url.pathname });
  if (url.protocol !== 'tcp:' && url.protocol !== 'https:') {
    throw new Error(`docker engine of ${hostName}: unix:// or tcp:// expected, not ${address}`);
  }
  if (!tlsDir)
    throw new Error(`docker engine of ${hostName} is remote: DOCKER_TLS_DIR must hold its certificates`);
  const dir = path.join(tlsDir, hostName);
  return new Docker({
    protocol: 'https',
    host: url.hostname,
    port: Number(url.port || 2376),
    ca: readFileSync(path.join(dir, 'ca.pem')),
    cert: readFileSync(path.join(dir, 'cert.pem')),
    key: readFileSync(path.join(dir, 'key.pem')),
  });
}

/** One client per engine address, made when a host first needs it. */
export function createDockerHosts(config: DockerEngineConfig): DockerHosts {
  const clients = new Map<string, Docker>();
  const clientOf = (hostName: string, address: string) => {
    let client = clients.get(address);
    if (!client) {
      client = connect(hostName, address, config.tlsDir);
      clients.set(address, client);
    }
    return client;
  };
  const addressOf = (hostName: string) => config.engines[hostName] ?? config.defaultEngine;
  return {
    machines: config.machines,
    engine: (hostName) => clientOf(hostName, addressOf(hostName)),
    addressOf,
    engines() {
      const named = Object.entries(config.engines).map(([hostName, address]) => clientOf(hostName, address));
      return [...new Set([clientOf('default', config.defaultEngine), ...named])];
    },
  };
}
