import { readFile } from 'node:fs/promises';
import { isInstanceState, isTransitional } from '@gpucloud/domain';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { apiPost } from '../support/api';
import { fundedAccount } from '../support/money';
import { type Session, storageStateFor } from '../support/session';

/**
 * A transition of the simulated fleet takes COMPUTE_SIM_DELAY_MS (0.3 s on the e2e server) and the
 * list polls every 3 s; the rest is room for a busy machine.
 */
export const TRANSITION_TIMEOUT = 30_000;

/** How long the console may take to show the instance list on a page's first load. */
const FIRST_LOAD_TIMEOUT = 20_000;

/** The instance list of /console/dashboard, its cards (articles named by instance) and their dialogs. */
export class InstancesPage {
  readonly main: Locator;
  readonly list: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.list = this.main.getByRole('list', { name: 'Instances' });
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/console/dashboard${query}`);
    // The console's first load fetches its lazy chunks from a server that several parallel runs
    // may keep busy: seen past 10 s on a loaded 2-core machine, so it is given longer.
    await expect(this.main.getByRole('heading', { name: 'My instances', level: 2 })).toBeVisible({
      timeout: FIRST_LOAD_TIMEOUT,
    });
  }

  instance(name: string): Locator {
    return this.main.getByRole('article', { name, exact: true });
  }

  /** A card's action button, named "<action> <instance name>". */
  action(name: string, action: string): Locator {
    return this.instance(name).getByRole('button', { name: `${action} ${name}`, exact: true });
  }

  status(name: string, status: string): Locator {
    return this.instance(name).getByText(status, { exact: true });
  }

  async expectStatus(name: string, status: string): Promise<void> {
    await expect(this.status(name, status)).toBeVisible({ timeout: TRANSITION_TIMEOUT });
  }

  dialog(title: string | RegExp): Locator {
    return this.page.getByRole('dialog', { name: title });
  }

  /** Clicks an action and answers the dialog it opens (by its title). */
  async open(name: string, action: string, title: string | RegExp): Promise<Locator> {
    await this.action(name, action).click();
    const dialog = this.dialog(title);
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /**
   * Picks an option of a radio group drawn as buttons (antd hides the radio itself: its label is
   * what a person clicks), and checks that it took.
   */
  async choose(scope: Locator, group: string, option: string): Promise<void> {
    const radios = scope.getByRole('radiogroup', { name: group, exact: true });
    await radios.getByText(option, { exact: true }).click();
    await expect(radios.getByRole('radio', { name: option, exact: true })).toBeChecked();
  }

  /** A link drawn as a card's action ("Plugins gpu-1", "Save as image gpu-1"). */
  link(name: string, action: string): Locator {
    return this.instance(name).getByRole('link', { name: `${action} ${name}`, exact: true });
  }

  /** What a card says of one fact ("GPU", "vCPUs", "Data disk"). */
  fact(name: string, label: string): Locator {
    return this.quoteLine(this.instance(name), label);
  }

  /** The amount of a quote line ("Total", "Refund", "New expiry") inside `scope`. */
  quoteLine(scope: Locator, label: string): Locator {
    return scope.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd');
  }

  balanceChip(): Locator {
    return this.page.getByRole('banner').getByRole('link', { name: /^Balance ¥/ });
  }
}

/** The session token kept in a storage state file written by auth.setup.ts. */
export async function tokenOf(statePath: string): Promise<string> {
  const state = JSON.parse(await readFile(statePath, 'utf8')) as {
    origins: { localStorage: { name: string; value: string }[] }[];
  };
  const token = state.origins[0]?.localStorage.find((item) => item.name === 'token')?.value;
  if (!token) throw new Error(`no token in ${statePath}`);
  return token;
}

export interface HostOffer {
  HostId: number;
  HostName: string;
  GpuModel: string;
  GpuFree: number;
  Kind: string;
}

export interface RentOptions {
  kind?: 'kvm' | 'container' | 'bare_metal';
  gpuModel?: string;
  mode?: 'hourly' | 'daily' | 'monthly' | 'post_paid';
  count?: number;
  system?: 'linux' | 'windows';
  /** A host of its own choice instead of the one with the most free GPUs. */
  hostId?: number;
  gpuCount?: number;
}

/** What this worker rented in the current test, released by releaseRented so GPUs go back to the hosts. */
const rentedHere: { token: string; id: number }[] = [];

/**
 * Releases every instance the current test rented (stopping it first, with a refund when prepaid),
 * so later tests find free GPUs. Best effort: an instance a test already released is skipped.
 */
export async function releaseRented(request: APIRequestContext): Promise<void> {
  const rented = rentedHere.splice(0);
  await Promise.all(
    rented.map(async ({ token, id }) => {
      const post = (path: string) =>
        request.post(`/api${path}`, { data: { session: token, instance_id: id } }).then((r) => r.json());
      const listed = async () => {
        try {
          return await instanceRow(request, token, id);
        } catch {
          return null; // released instances leave the list
        }
      };
      if ((await listed()) === null) return;
      const settled = async () => {
        await expect
          .poll(
            async () => {
              const status = (await listed())?.Status ?? 'released';
              return isInstanceState(status) && isTransitional(status);
            },
            { timeout: TRANSITION_TIMEOUT },
          )
          .toBe(false);
        return (await listed())?.Status ?? 'released';
      };
      let status = await settled();
      if (status === 'running') {
        await post('/instance/stop_instance_with_refund');
        await post('/instance/stop');
        status = await settled();
      } else if (status === 'stopped') {
        await post('/instance/stop_instance_with_refund');
      }
      if (status !== 'released') await post('/instance/remove_remain_disk_kvm');
    }),
  );
}

/** Rents through the API (the store's own calls), so each test has an instance of its own. */
export async function rentByApi(
  request: APIRequestContext,
  token: string,
  options: RentOptions = {},
): Promise<{ id: number; name: string; hostId: number }> {
  const { kind = 'kvm', mode = 'post_paid', count = 1, system = 'linux' } = options;
  const offers = await hostOffers(request, token, { kind, gpu_model: options.gpuModel });
  const host = options.hostId ? { HostId: options.hostId } : offers.list[0];
  if (!host) throw new Error(`no ${kind} host with a free GPU`);
  const specs = await apiPost<{ Images: { ImageId: number; System: string }[] }>(
    request,
    '/store/get_instance_specifications',
    { session: token, host_id: host.HostId },
  );
  const image = specs.Images.find((candidate) => candidate.System === system);
  if (!image) throw new Error(`no ${system} image for host ${host.HostId}`);
  const created = await apiPost<{ InstanceId: number }>(request, '/instance/create', {
    session: token,
    host_id: host.HostId,
    gpu_count: options.gpuCount ?? 1,
    image_id: image.ImageId,
    mode,
    count,
  });
  const name = await instanceName(request, token, created.InstanceId);
  rentedHere.push({ token, id: created.InstanceId });
  return { id: created.InstanceId, name, hostId: host.HostId };
}

/** A host of `kind` with at least `free` free GPUs (the freest), or an error naming what is missing. */
export async function hostWithFreeGpus(
  request: APIRequestContext,
  token: string,
  kind: NonNullable<RentOptions['kind']>,
  free: number,
): Promise<HostOffer> {
  const host = (await hostOffers(request, token, { kind })).list.find((offer) => offer.GpuFree >= free);
  if (!host) throw new Error(`no ${kind} host with ${free} free GPUs`);
  return host;
}

/** Hosts with a free GPU, the freest first. */
export async function hostOffers(
  request: APIRequestContext,
  token: string,
  filters: { kind?: string; gpu_model?: string } = {},
): Promise<{ list: HostOffer[] }> {
  return apiPost<{ list: HostOffer[] }>(request, '/gpu_selector_detail', {
    session: token,
    ...filters,
    min_free_gpus: 1,
    sort: 'free_desc',
  });
}

interface Row {
  InstanceId: number;
  Name: string;
  Status: string;
}

/** Finds one instance in the owner's list (newest first, so it is on the first pages). */
export async function instanceRow(request: APIRequestContext, token: string, id: number): Promise<Row> {
  for (let page = 1; page <= 10; page++) {
    const { data } = await apiPost<{ data: Row[] }>(request, '/get_container_by_token_with_page_v2', {
      session: token,
      page,
      page_size: 100,
    });
    const row = data.find((candidate) => candidate.InstanceId === id);
    if (row) return row;
    if (data.length < 100) break;
  }
  throw new Error(`instance ${id} is not in the list`);
}

async function instanceName(request: APIRequestContext, token: string, id: number): Promise<string> {
  return (await instanceRow(request, token, id)).Name;
}

/** Waits (through the API) until an instance reaches `status`. */
export async function waitForStatus(request: APIRequestContext, token: string, id: number, status: string) {
  await expect
    .poll(async () => (await instanceRow(request, token, id)).Status, { timeout: TRANSITION_TIMEOUT })
    .toBe(status);
}

/**
 * The instance tests' own account, one per worker: registered and topped up once, so its money
 * moves only by the tests of that worker (which run one at a time) and the demo wallet stays as
 * the wallet journeys expect it.
 */
export const instancesTest = test.extend<object, { owner: Session }>({
  owner: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      const account = await fundedAccount(request, 500);
      await request.dispose();
      await use(account);
    },
    { scope: 'worker' },
  ],
  storageState: async ({ owner, baseURL }, use) => use(storageStateFor(baseURL ?? '', owner)),
});
