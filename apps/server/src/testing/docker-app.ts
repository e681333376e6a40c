import { createDockerHosts, parseDockerEngineConfig } from '../providers/compute/docker/docker-hosts';
import { assertEngineReady, removeHostMachines } from './docker-engine';
import { createTestApp, type TestApp } from './test-app';

/** The local Docker engine the real-engine API tests rent on (`bash scripts/docker.sh` starts it). */
export const dockerHosts = createDockerHosts(parseDockerEngineConfig({}));
export const localEngine = dockerHosts.engine('local');

export interface DockerTestApp {
  app: TestApp;
  /** The hosts whose containers and volumes `close` removes from the engine: push each host rented on. */
  hostNames: string[];
  /** Removes the hosts' containers and volumes, then closes the app. */
  close(): Promise<void>;
}

/**
 * A test app renting on the local Docker engine: COMPUTE_PROVIDER=docker and the SSH gateway on a
 * free port, plus `env`. Fails with what to do when the engine or its test image is missing. With
 * `realClock`, the books' clock starts at the real time, because the engine's times are real ones.
 */
export async function startDockerApp(
  env: Record<string, string>,
  options: { realClock?: boolean } = {},
): Promise<DockerTestApp> {
  await assertEngineReady(localEngine);
  const app = await createTestApp({ env: { COMPUTE_PROVIDER: 'docker', SSH_GATEWAY_PORT: '0', ...env } });
  if (options.realClock) app.clock.advance(Date.now() - app.clock.now().getTime());
  const hostNames: string[] = [];
  return {
    app,
    hostNames,
    async close() {
      for (const name of hostNames) await removeHostMachines(localEngine, name);
      await app.close();
    },
  };
}
