import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { apiPost } from '../support/api';

/** A transition of the simulated fleet takes COMPUTE_SIM_DELAY_MS (3 s); the list polls every 3 s. */
export const TRANSITION_TIMEOUT = 30_000;

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
    await expect(this.main.getByRole('heading', { name: 'My instances', level: 2 })).toBeVisible();
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

  /** The amount of a quote line ("Total", "Refund", "New expiry") inside `scope`. */
  quoteLine(scope: Locator, label: string): Locator {
    return scope.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd');
  }

  balanceChip(): Locator {
    return this.page.getByRole('banner').getByRole('link', { name: /^Balance ¥/ });
  }
}

/** "¥1,234.50" (or "-¥1.00") in a text → fen. */
export function fenIn(text: string | null): number {
  const match = (text ?? '').match(/(-?)¥([\d,]+)\.(\d{2})/);
  if (!match) throw new Error(`no amount in "${text}"`);
  const fen = Number(match[2]?.replaceAll(',', '')) * 100 + Number(match[3]);
  return match[1] ? -fen : fen;
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

interface HostOffer {
  HostId: number;
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
}

/** Rents through the API (the store's own calls), so each test has an instance of its own. */
export async function rentByApi(
  request: APIRequestContext,
  token: string,
  options: RentOptions = {},
): Promise<{ id: number; name: string; hostId: number }> {
  const { kind = 'kvm', mode = 'post_paid', count = 1, system = 'linux' } = options;
  const offers = await apiPost<{ list: HostOffer[] }>(request, '/gpu_selector_detail', {
    session: token,
    kind,
    gpu_model: options.gpuModel,
    min_free_gpus: 1,
    sort: 'free_desc',
  });
  const host = offers.list[0];
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
    gpu_count: 1,
    image_id: image.ImageId,
    mode,
    count,
  });
  const name = await instanceName(request, token, created.InstanceId);
  return { id: created.InstanceId, name, hostId: host.HostId };
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
