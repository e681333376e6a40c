import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test as setup } from '@playwright/test';
import { DEMO_USER } from './support/accounts';
import { loginByApi } from './support/api';
import { DOCKER_JOURNEY_STATE, type DockerJourneySessions } from './support/dockerJourney';
import { loginDemoStaff } from './support/staff';

/** Logs the fleet member and the demo customer in once on the real-compute journey server. */
setup('real-compute server sessions', async ({ request }) => {
  const sessions: DockerJourneySessions = {
    fleet: (await loginDemoStaff(request, 'fleet')).token,
    customer: await loginByApi(request, DEMO_USER),
  };
  await mkdir(path.dirname(DOCKER_JOURNEY_STATE), { recursive: true });
  await writeFile(DOCKER_JOURNEY_STATE, JSON.stringify(sessions, null, 2));
});
