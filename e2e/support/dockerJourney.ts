import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { apiPost } from './api';
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

/**
 * The name of the instance a journey rented on its own host: the demo customer rents in several
 * journeys at once, so "the first card on the dashboard" may be another journey's.
 */
export async function instanceOnHost(
  request: APIRequestContext,
  customer: Session,
  hostId: number,
): Promise<string> {
  const page = await apiPost<{ data: Array<{ Name: string; HostId: number }> }>(
    request,
    '/get_container_by_token_with_page_v2',
    { session: customer.token, page: 1, page_size: 100 },
  );
  const rented = page.data.find((row) => row.HostId === hostId);
  if (!rented) throw new Error(`no instance of the demo customer on host ${hostId}`);
  return rented.Name;
}
