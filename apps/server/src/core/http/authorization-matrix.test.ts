import { instancesEndpoints, listEndpoints, STAFF_ROLES, type StaffRole } from '@gpucloud/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSubAccount } from '../../modules/account/account.repository';
import { createSession } from '../../modules/sessions/sessions.service';
import type { SimulatedCompute } from '../../providers/compute/simulated/simulated-provider';
import { createKey, signedInject, type TestKey } from '../../testing/access-keys';
import { allGatewaysEnv } from '../../testing/all-gateways';
import { AUTHORIZATION_MATRIX, OBJECT_BODY_FIELDS, type Policy } from '../../testing/authorization-matrix';
import { buildUser, createStaff, staffToken } from '../../testing/builders';
import { buildFleet } from '../../testing/fleet';
import { buildPublishedRelease } from '../../testing/software';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { buildCatalogue, buildWorkOrder } from '../../testing/work-orders';

const CUSTOMERS = ['anonymous', 'mainA', 'subA', 'mainB', 'subB'] as const;
type StaffActor = `staff-${StaffRole}`;
const STAFF_ACTORS = STAFF_ROLES.map((role): StaffActor => `staff-${role}`);
const ACTORS = [...CUSTOMERS, ...STAFF_ACTORS] as const;
type Actor = (typeof CUSTOMERS)[number] | StaffActor;

/** Who calls the public API: keys of A (each scope alone, and all), of sub-A and of B, and those without a good key. */
const KEY_SCOPES = {
  'key-mainA-all': ['read', 'instances', 'billing'],
  'key-mainA-read': ['read'],
  'key-mainA-instances': ['instances'],
  'key-mainA-billing': ['billing'],
  'key-subA': ['read', 'instances'],
  'key-mainB-all': ['read', 'instances', 'billing'],
  'key-mainA-disabled': ['read', 'instances', 'billing'],
} as const;
type KeyHolder = keyof typeof KEY_SCOPES;
const KEY_ACTORS = ['no-key', 'session-mainA', ...(Object.keys(KEY_SCOPES) as KeyHolder[])] as const;
type KeyActor = (typeof KEY_ACTORS)[number];
const isKeyPolicy = (policy: Policy) => policy.startsWith('key');

function keyAllowed(policy: Policy, actor: KeyActor, owner: Owner): boolean {
  if (actor === 'no-key' || actor === 'session-mainA' || actor === 'key-mainA-disabled') return false;
  const scope = policy.slice(policy.indexOf(':') + 1);
  const scopes: readonly string[] = KEY_SCOPES[actor];
  if (scope !== 'any' && !scopes.includes(scope)) return false;
  if (!policy.startsWith('key-instance:')) return true;
  return actor === 'key-subA' ? owner === 'subA' : actor.startsWith('key-mainA');
}

function staffRoleOf(actor: Actor): StaffRole | null {
  return actor.startsWith('staff-') ? (actor.slice('staff-'.length) as StaffRole) : null;
}
type Owner = 'none' | 'A' | 'subA';

/** The owners a policy is checked against: objects of A and of A's sub-account, or none. */
function ownersOf(policy: Policy): Owner[] {
  if (policy === 'own-instance' || policy === 'own-work-order' || policy.startsWith('key-instance:'))
    return ['A', 'subA'];
  if (policy === 'own-sub-account') return ['A'];
  return ['none'];
}

function expected(policy: Policy, actor: Actor, owner: Owner): boolean {
  const staffRole = staffRoleOf(actor);
  switch (policy) {
    case 'public':
      return true;
    case 'signed-in':
    case 'bearer-signed-in':
      return actor !== 'anonymous' && staffRole === null;
    case 'main-only':
    case 'bearer-main-only':
      return actor === 'mainA' || actor === 'mainB';
    case 'staff:any':
      return staffRole !== null;
    case 'staff:admin':
    case 'staff:support':
    case 'staff:finance':
    case 'staff:fleet':
    case 'staff:reviewer':
      return staffRole === 'admin' || staffRole === policy.slice('staff:'.length);
    case 'staff:support|finance':
      return staffRole === 'admin' || staffRole === 'support' || staffRole === 'finance';
    case 'staff:support|fleet':
      return staffRole === 'admin' || staffRole === 'support' || staffRole === 'fleet';
    case 'own-instance':
      return actor === 'mainA' || (owner === 'subA' && actor === 'subA');
    case 'own-sub-account':
      return actor === 'mainA';
    case 'own-work-order':
      return (owner === 'A' && actor === 'mainA') || (owner === 'subA' && actor === 'subA');
    default:
      throw new Error(`${policy} is a policy of key callers`);
  }
}

const CELLS = Object.values(AUTHORIZATION_MATRIX).reduce(
  (sum, policy) => sum + (isKeyPolicy(policy) ? KEY_ACTORS.length : ACTORS.length) * ownersOf(policy).length,
  0,
);

let app: TestApp;
let ids: { mainA: number; mainB: number; subA: number; subB: number };
let staffIds: Record<StaffRole, number>;
let objects: {
  instanceOfA: number;
  instanceOfSubA: number;
  imageId: number;
  hostId: number;
  subcategoryId: number;
  softwareReleaseId: number;
};

beforeAll(async () => {
  // Every cell is a signed request of the same few keys: no rate limit may answer for the policy.
  // Every gateway in use, so that their notify routes are walked too.
  app = await createTestApp({ env: { OPENAPI_RATE_LIMIT_PER_MINUTE: '1000000', ...allGatewaysEnv() } });
  const [a, b] = [
    await buildUser(app, { balanceFen: 1_000_000 }),
    await buildUser(app, { balanceFen: 1_000_000 }),
  ];
  staffIds = Object.fromEntries(
    await Promise.all(STAFF_ROLES.map(async (role) => [role, (await createStaff(app, role)).id] as const)),
  ) as Record<StaffRole, number>;
  const newSub = async (mainUserId: number) =>
    (
      await insertSubAccount(app.deps.db, {
        mainUserId,
        loginName: `m-${mainUserId}-${Math.random().toString(36).slice(2, 8)}`,
        passwordHash: 'x',
        moneyLimit: 100_000,
        now: app.clock.now(),
      })
    ).id;
  ids = {
    mainA: a.id,
    mainB: b.id,
    subA: await newSub(a.id),
    subB: await newSub(b.id),
  };

  const fleet = await buildFleet(app);
  const host = await fleet.newHost({ kind: 'bare_metal', gpuCount: 8, gpuFree: 8 });
  const spare = await fleet.newHost({ kind: 'bare_metal' });
  const rent = async (actor: 'mainA' | 'subA') => {
    const reply = await app.call(instancesEndpoints.create, {
      session: await tokenOf(actor),
      host_id: host.id,
      gpu_count: 1,
      image_id: fleet.imageId,
      mode: 'daily',
      count: 2,
    });
    if (reply.body.status !== 0) throw new Error(reply.body.reason);
    return reply.body.data.InstanceId;
  };
  objects = {
    instanceOfA: await rent('mainA'),
    instanceOfSubA: await rent('subA'),
    imageId: fleet.imageId,
    hostId: spare.id,
    subcategoryId: (await buildCatalogue(app, await staffToken(app, { id: staffIds.support })))
      .accountSubcategoryId,
    softwareReleaseId: (await buildPublishedRelease(app, staffIds.support)).releaseId,
  };
  await (app.deps.compute as SimulatedCompute).idle();
  for (const [holder, scopes] of Object.entries(KEY_SCOPES) as Array<[KeyHolder, readonly string[]]>) {
    const owner = holder === 'key-subA' ? 'subA' : holder === 'key-mainB-all' ? 'mainB' : 'mainA';
    const key = await createKey(app, (await tokenOf(owner)) ?? '', { scopes, name: holder });
    keys.set(holder, key);
  }
  const disabled = keys.get('key-mainA-disabled');
  await app.post('/access_key/set_enabled', {
    session: await tokenOf('mainA'),
    access_key_id: disabled?.accessKeyId,
    enabled: false,
  });
});

const keys = new Map<KeyHolder, TestKey>();

/** A public API call as a key actor makes it: signed, unsigned, or with a session instead of a key. */
async function callAsKeyActor(key: string, actor: KeyActor, fields: Record<string, unknown>) {
  const [method, path] = key.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
  const { id, ...rest } = fields;
  const base = path.replace(':id', String(id ?? 1));
  const query = new URLSearchParams(Object.entries(rest).map(([k, v]): [string, string] => [k, String(v)]));
  const withBody = method === 'POST' || method === 'PUT';
  const url = !withBody && query.size > 0 ? `${base}?${query}` : base;
  const payload = withBody ? JSON.stringify(rest) : undefined;
  const held = keys.get(actor as KeyHolder);
  if (held)
    return envelopeOf(await signedInject(app, held, { method, url, ...(payload ? { payload } : {}) }));
  const session = actor === 'session-mainA' ? await tokenOf('mainA') : undefined;
  return envelopeOf(
    await app.server.inject({
      method,
      url,
      headers: {
        ...(session ? { authorization: `Bearer ${session}` } : {}),
        ...(payload ? { 'content-type': 'application/json' } : {}),
      },
      ...(payload ? { payload } : {}),
    }),
  );
}
afterAll(async () => {
  await app.close();
});

/** A fresh session per call, so calls that end sessions (logout) or change them cannot spoil the next cell. */
async function tokenOf(actor: Actor): Promise<string | undefined> {
  if (actor === 'anonymous') return undefined;
  const staffRole = staffRoleOf(actor);
  if (staffRole) return staffToken(app, { id: staffIds[staffRole] });
  const owner =
    actor === 'subA'
      ? { userId: ids.mainA, subAccountId: ids.subA }
      : actor === 'subB'
        ? { userId: ids.mainB, subAccountId: ids.subB }
        : { userId: ids[actor as 'mainA' | 'mainB'], subAccountId: null };
  return (await createSession(app.deps.db, app.deps, owner, { ip: '127.0.0.9', userAgent: 'matrix' })).token;
}

const workOrders = new Map<string, Awaited<ReturnType<typeof buildWorkOrder>>>();

async function objectFields(policy: Policy, owner: Owner, key: string): Promise<Record<string, unknown>> {
  const extra = { ...OBJECT_BODY_FIELDS[key] };
  if (key.includes('/offers/:id')) return { ...extra, id: objects.hostId };
  // The public download of a published release (a missing one is "not found" for everyone).
  if (key.includes('/software/download/:id')) return { ...extra, id: objects.softwareReleaseId };
  // Whose SSH key it is, is the service's "not found" (ssh-keys.routes.test.ts): here an id no key
  // can have (0, refused by validation after the gate) shows the gate alone.
  if (key.includes('/ssh_keys/:id')) return { ...extra, id: 0 };
  // The same for a cloud disk's id: whose disk it is, is the disks service's own "not found".
  if (key.includes('/disks/:id')) return { ...extra, id: 0 };
  if (policy.startsWith('key-instance:') && key.endsWith('/reinit'))
    return {
      ...extra,
      id: owner === 'A' ? objects.instanceOfA : objects.instanceOfSubA,
      image_id: objects.imageId,
    };
  if (policy.startsWith('key-instance:') && key.endsWith('/migrate'))
    return {
      ...extra,
      id: owner === 'A' ? objects.instanceOfA : objects.instanceOfSubA,
      host_id: objects.hostId,
    };
  if (policy.startsWith('key-instance:')) {
    return { ...extra, id: owner === 'A' ? objects.instanceOfA : objects.instanceOfSubA };
  }
  if (policy === 'own-instance') {
    const instanceId = owner === 'A' ? objects.instanceOfA : objects.instanceOfSubA;
    return { ...extra, instance_id: instanceId, image_id: objects.imageId, host_id: objects.hostId };
  }
  if (policy === 'own-work-order') {
    // One ticket per endpoint and owner, shared by its callers (each upload waits, and 20 may).
    const cacheKey = `${key} ${owner}`;
    const work =
      workOrders.get(cacheKey) ??
      (await buildWorkOrder(app, (await tokenOf(owner === 'A' ? 'mainA' : 'subA')) ?? '', {
        subcategoryId: objects.subcategoryId,
      }));
    workOrders.set(cacheKey, work);
    // The path's id: the ticket, or its waiting file or subscription for the routes about those.
    const id = key.includes('/attachments/')
      ? work.waitingFileId
      : key.includes('/notifications/')
        ? work.subscriptionId
        : work.ticketId;
    return { ...extra, id, work_order_id: work.ticketId, file_ids: [work.waitingFileId] };
  }
  if (policy === 'own-sub-account') {
    // A fresh sub-account of A per cell: deleting it must not touch the sub-account that signs in.
    const row = await insertSubAccount(app.deps.db, {
      mainUserId: ids.mainA,
      loginName: `obj-${Math.random().toString(36).slice(2, 10)}`,
      passwordHash: 'x',
      moneyLimit: 0,
      now: app.clock.now(),
    });
    return { ...extra, sub_account_id: row.id };
  }
  return extra;
}

/** Denied: no session, permission denied, a bad third-party token, or the owner check's "not found". */
function wasDenied(status: number, reason: string): boolean {
  return (
    status === 2 || status === 100041 || status === 100031 || status === 100032 || / not found$/.test(reason)
  );
}

/** The envelope of an answer; a file download (CSV export) is a success. */
function envelopeOf(raw: { headers: Record<string, unknown>; body: string }): {
  status: number;
  reason: string;
} {
  if (!String(raw.headers['content-type'] ?? '').includes('application/json'))
    return { status: 0, reason: '' };
  return JSON.parse(raw.body) as { status: number; reason: string };
}

async function call(key: string, token: string | undefined, fields: Record<string, unknown>) {
  const [method, path] = key.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
  const { id, ...rest } = fields;
  const url = path.replace(':id', String(id ?? 1));
  if (url.startsWith('/third-party/')) {
    const withBody = method === 'POST' || method === 'PUT';
    return envelopeOf(
      await app.server.inject({
        method,
        url,
        headers: token ? { authorization: `Bearer ${token}` } : {},
        ...(withBody ? { payload: rest } : {}),
      }),
    );
  }
  const values = { ...fields, ...(token ? { session: token } : {}) };
  if (method === 'GET') {
    const query = new URLSearchParams(
      Object.entries(values).map(([k, v]): [string, string] => [k, String(v)]),
    );
    return envelopeOf(await app.server.inject({ method, url: `${url}?${query}` }));
  }
  return envelopeOf(await app.server.inject({ method, url, payload: values }));
}

/** Every endpoint of the contracts' map (endpoint-map.test.ts proves the server registers exactly these). */
function apiRoutes(): string[] {
  return listEndpoints().map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`);
}

describe('authorization matrix', () => {
  it('has a row for every endpoint that exists, and no row for one that does not', () => {
    const routes = apiRoutes().sort();
    expect(
      routes.filter((key) => !(key in AUTHORIZATION_MATRIX)),
      'endpoints without a row',
    ).toEqual([]);
    expect(
      Object.keys(AUTHORIZATION_MATRIX).filter((key) => !routes.includes(key)),
      'rows without an endpoint',
    ).toEqual([]);
  });

  it(`${CELLS} cells (endpoint × caller × owner): 0 unexpected allows and 0 unexpected denies`, async () => {
    const unexpected: string[] = [];
    let checked = 0;
    for (const [key, policy] of Object.entries(AUTHORIZATION_MATRIX)) {
      for (const owner of ownersOf(policy)) {
        if (isKeyPolicy(policy)) {
          for (const actor of KEY_ACTORS) {
            const body = await callAsKeyActor(key, actor, await objectFields(policy, owner, key));
            const allowed = !wasDenied(body.status, body.reason);
            checked += 1;
            if (allowed !== keyAllowed(policy, actor, owner))
              unexpected.push(
                `${key} as ${actor} on ${owner}'s: ${allowed ? 'allowed' : 'denied'} (${body.status} ${body.reason})`,
              );
          }
          continue;
        }
        for (const actor of ACTORS) {
          const body = await call(key, await tokenOf(actor), await objectFields(policy, owner, key));
          const allowed = !wasDenied(body.status, body.reason);
          checked += 1;
          if (allowed !== expected(policy, actor, owner))
            unexpected.push(
              `${key} as ${actor} on ${owner}'s: ${allowed ? 'allowed' : 'denied'} (${body.status} ${body.reason})`,
            );
        }
      }
    }
    console.info(`authorization matrix: ${checked} cells checked, ${unexpected.length} unexpected`);
    expect(checked).toBe(CELLS);
    expect(unexpected).toEqual([]);
    // Thousands of calls one after another: about a minute on an idle 2-core machine, twice that beside
    // the suite's other workers; the bound is for a hang, not a speed (the bench measures speed).
  }, 600_000);
});
