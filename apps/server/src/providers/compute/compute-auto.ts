import type { Config } from '../../core/config';
import { createDockerHosts } from './docker/docker-hosts';

/** What start-up decided for COMPUTE_PROVIDER, and why, in words for the log. */
export interface ComputeDecision {
  provider: 'simulated' | 'docker';
  reason: string;
}

/** The two questions auto-detection asks an engine; dockerode's client answers them. */
export interface EngineProbe {
  ping(): Promise<unknown>;
  hasImage(name: string): Promise<boolean>;
}

type ComputeSettings = Pick<Config['compute'], 'provider' | 'docker' | 'dockerImages' | 'dockerDefaultImage'>;

/** How long start-up waits for the engine's answer before it runs the simulated fleet. */
export const AUTO_PROBE_TIMEOUT_MS = 1_500;

/** The default engine (DOCKER_DEFAULT_ENGINE, the local socket unless set) as a probe. */
export function defaultEngineProbe(compute: ComputeSettings): EngineProbe {
  const engine = createDockerHosts({ ...compute.docker, engines: {} }).engine('default');
  return {
    ping: () => engine.ping(),
    hasImage: (name) =>
      engine
        .getImage(name)
        .inspect()
        .then(
          () => true,
          () => false,
        ),
  };
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

const SIMULATED = 'the fleet is simulated; see docs/compute.md';

/**
 * COMPUTE_PROVIDER=auto, decided once at start-up: container hosts run real containers when the
 * default engine answers within the timeout and has every engine image the image map names (the
 * base image gpucloud/debian12:2 by default); otherwise the whole fleet is simulated. `simulated`
 * and `docker` are taken as said, without asking any engine.
 */
export async function decideCompute(
  compute: ComputeSettings,
  probeOf: (compute: ComputeSettings) => EngineProbe = defaultEngineProbe,
  timeoutMs = AUTO_PROBE_TIMEOUT_MS,
): Promise<ComputeDecision> {
  if (compute.provider !== 'auto')
    return { provider: compute.provider, reason: `COMPUTE_PROVIDER=${compute.provider}` };
  const address = compute.docker.defaultEngine;
  const needed = [
    ...new Set([...Object.values(compute.dockerImages), compute.dockerDefaultImage ?? []].flat()),
  ];
  try {
    const probe = probeOf(compute);
    await withTimeout(Promise.resolve(probe.ping()), timeoutMs);
    const present = await withTimeout(Promise.all(needed.map((name) => probe.hasImage(name))), timeoutMs);
    const missing = needed.filter((_, index) => !present[index]);
    if (missing.length > 0)
      return {
        provider: 'simulated',
        reason: `Docker engine at ${address} answers but ${missing.join(', ')} is not there (\`npm run images\` builds the base image): ${SIMULATED}`,
      };
    return {
      provider: 'docker',
      reason: `Docker engine at ${address} answers and ${needed.join(', ') || 'every mapped image'} is there: container hosts run real containers`,
    };
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return { provider: 'simulated', reason: `no Docker engine at ${address} (${why}): ${SIMULATED}` };
  }
}
