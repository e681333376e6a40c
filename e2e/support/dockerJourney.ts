import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Session } from './session';

/**
 * The real-compute journey server's sessions, made once per run by docker.setup.ts (a TOTP code
 * counts once, so a retried journey could not log the fleet member in again within the same 30 s):
 * the fleet member who adds the journey's host, and the demo customer, whose seeded balance pays.
 */
export interface DockerJourneySessions {
  fleet: string;
  customer: Session;
}

export const DOCKER_JOURNEY_STATE = path.join(
  import.meta.dirname,
  '..',
  '.auth',
  `docker-${process.env.E2E_PORT ?? '8181'}.json`,
);

export async function dockerJourneySessions(): Promise<DockerJourneySessions> {
  return JSON.parse(await readFile(DOCKER_JOURNEY_STATE, 'utf8')) as DockerJourneySessions;
}
