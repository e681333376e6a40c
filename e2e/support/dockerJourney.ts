import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { CreateInstancePage } from '../pages/CreateInstancePage';
import { InstancesPage } from '../pages/InstancesPage';
import { apiPost } from './api';
import { journeyHost } from './fleet';
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

/**
 * A journey's own small container host on the real-compute server (one GPU, one core, 1 GiB per
 * GPU), added by the fleet member: a journey's machine is found by its host.
 */
export function journeyContainerHost(
  request: APIRequestContext,
  sessions: DockerJourneySessions,
  spec: { dataDiskGb?: number } = {},
): ReturnType<typeof journeyHost> {
  return journeyHost(request, {
    session: sessions.fleet,
    kind: 'container',
    nodeClass: 'edge',
    cpuCoresPerGpu: 1,
    memoryGbPerGpu: 1,
    gpuCount: 1,
    ...spec,
  });
}

/**
 * Rents pay-as-you-go on the host through the order page, as a person does (the image chosen when
 * named), and waits on the dashboard until the card says Running.
 */
export async function rentOnOrderPage(
  page: Page,
  request: APIRequestContext,
  customer: Session,
  hostId: number,
  options: { image?: RegExp; onRented?: (name: string) => void } = {},
): Promise<{ instances: InstancesPage; name: string }> {
  const order = new CreateInstancePage(page);
  await order.goto(hostId);
  if (options.image) await order.choose('Image', options.image);
  await order.choose('Billing', 'Pay as you go');
  await order.rentButton.click();
  await order.confirmDialog.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/console\/dashboard$/);
  const instances = new InstancesPage(page);
  const name = await instanceOnHost(request, customer, hostId);
  options.onRented?.(name);
  await instances.expectStatus(name, 'Running');
  return { instances, name };
}
