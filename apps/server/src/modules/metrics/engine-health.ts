import type { Config } from '../../core/config';
import { createDockerHosts } from '../../providers/compute/docker/docker-hosts';

const PING_TIMEOUT_MS = 2_000;

/**
 * Whether each Docker engine answers a ping (docker provider only; an empty list otherwise), by the
 * catalogue host names it serves (`default` for DOCKER_DEFAULT_ENGINE).
 */
export function engineHealth(config: Config): () => Promise<Array<{ engine: string; up: boolean }>> {
  if (config.compute.provider !== 'docker') return async () => [];
  const docker = config.compute.docker;
  const hosts = createDockerHosts(docker);
  const names = ['default', ...Object.keys(docker.engines)];
  return () =>
    Promise.all(
      names.map(async (engine) => {
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<boolean>((resolve) => {
          timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
        });
        const ping = hosts
          .engine(engine)
          .ping()
          .then(
            () => true,
            () => false,
          );
        const up = await Promise.race([ping, timeout]);
        clearTimeout(timer);
        return { engine, up };
      }),
    );
}
