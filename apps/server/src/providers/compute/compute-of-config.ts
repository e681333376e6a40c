import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../core/config';
import type { PersonalDataVault } from '../../core/crypto/personal-data';
import type { Db } from '../../core/db';
import type { ComputeProvider } from './compute-provider';
import { createDockerHosts } from './docker/docker-hosts';
import { createDockerCompute } from './docker/docker-provider';
import { createDockerShell } from './docker/docker-shell';
import { type MachineShell, NO_SHELL } from './machine-shell';
import { createRoutedCompute } from './routed-provider';
import { createSimulatedCompute } from './simulated/simulated-provider';

/**
 * The compute provider COMPUTE_PROVIDER names: the simulated fleet, or container instances on Docker
 * engines with KVM and bare metal still simulated (routed-provider.ts). `auto` is decided at start-up
 * (compute-auto.ts, main.ts); left undecided it is the simulated fleet.
 */
export function computeProviderOf(
  config: Config,
  parts: { db: Db; vault: PersonalDataVault; log: FastifyBaseLogger },
): ComputeProvider & { close?(): void } {
  const simulated = createSimulatedCompute({
    db: parts.db,
    log: parts.log,
    delayMs: config.compute.simulatedDelayMs,
    sshHost: config.compute.sshHost,
    publicBaseUrl: config.publicBaseUrl,
  });
  if (config.compute.provider !== 'docker') return simulated;
  const docker = createDockerCompute({
    hosts: createDockerHosts(config.compute.docker),
    db: parts.db,
    vault: parts.vault,
    log: parts.log,
    sshHost: config.compute.sshHost,
    sshGatewayPort: config.compute.sshGatewayPort,
    defaultImage: config.compute.dockerDefaultImage,
    imageMap: config.compute.dockerImages,
    gpuHosts: config.compute.dockerGpuHosts,
  });
  return createRoutedCompute({ containers: docker, others: simulated });
}

/**
 * The shell into the machines COMPUTE_PROVIDER makes, shared by the SSH gateway and the web
 * terminal: docker's in docker mode (it serves only docker machines), one that serves nothing else.
 */
export function machineShellOf(config: Config): MachineShell {
  if (config.compute.provider === 'simulated') return NO_SHELL;
  return createDockerShell(createDockerHosts(config.compute.docker));
}
