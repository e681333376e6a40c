import {
  ErrorCode,
  type FleetImage,
  type FleetRegion,
  type ImageOption,
  instancesEndpoints,
  storeEndpoints,
} from '@gpucloud/contracts';
import { describe, expect, it } from 'vitest';
import { dbFingerprint } from '../../testing/db-fingerprint';
import { openFleetConsole } from '../../testing/fleet-console';

/** API tests of the fleet console's regions and images. */
const { app, fleet, kit } = await openFleetConsole();

const unique = () => Math.random().toString(36).slice(2, 8);

describe('regions', () => {
  it('are added to the store filters and renamed with the audit trail keeping both names', async () => {
    const call = await kit.staffCaller('fleet');
    const code = `hz-${unique()}`;
    const created = await call<{ Id: number }>('create_region', { code, name: '杭州', name_en: 'Hangzhou' });
    expect(created.body.status, created.body.reason).toBe(0);
    const id = created.body.data.Id;

    const renamed = await call('rename_region', { region_id: id, name: '杭州一区', name_en: 'Hangzhou 1' });
    expect(renamed.body.status, renamed.body.reason).toBe(0);
    const list = await call<{ data: FleetRegion[] }>('get_region_list');
    expect(list.body.data.data.find((region) => region.Id === id)).toMatchObject({
      Code: code,
      Name: '杭州一区',
      NameEn: 'Hangzhou 1',
      SortOrder: 0,
      Hosts: 0,
    });
    const options = await app.post<{ regions: Array<{ Code: string; NameEn: string }> }>(
      '/store/get_store_selector_options',
    );
    expect(options.body.data.regions).toContainEqual({ Code: code, Name: '杭州一区', NameEn: 'Hangzhou 1' });

    const [rename, create] = await kit.auditOf('region', id);
    expect(create).toMatchObject({ Before: null, After: { Code: code, Name: '杭州' } });
    expect(rename).toMatchObject({ Before: { NameEn: 'Hangzhou' }, After: { NameEn: 'Hangzhou 1' } });
  });

  it('refuses a taken code, and bad input naming the field, writing nothing', async () => {
    const call = await kit.staffCaller('fleet');
    const before = await dbFingerprint(app.deps.db);
    const taken = await call('create_region', { code: fleet.region.code, name: '重复', name_en: 'Again' });
    expect(taken.body).toMatchObject({
      status: ErrorCode.REFUSED,
      reason: 'a region with this code exists already',
    });
    const bad = await call('create_region', { code: 'Not A Code', name: '', name_en: 'x'.repeat(41) });
    expect(bad.body.status).toBe(ErrorCode.ILLEGAL_BODY);
    for (const field of ['code:', 'name:', 'name_en:']) expect(bad.body.reason).toContain(field);
    expect(await dbFingerprint(app.deps.db)).toEqual(before);
  });
});

describe('images', () => {
  async function orderFormImages(hostId: number): Promise<ImageOption[]> {
    const reply = await app.call(storeEndpoints.instanceSpecifications, {
      host_id: hostId,
    });
    expect(reply.body.status, reply.body.reason).toBe(0);
    return reply.body.data.Images;
  }

  it('are offered on the order form once added, and no longer once disabled', async () => {
    const host = await fleet.newHost();
    const call = await kit.staffCaller('fleet');
    const name = `rocky9-cuda12-${unique()}`;
    const created = await call<{ Id: number }>('create_image', {
      name,
      label: 'Rocky Linux 9 / CUDA 12.4',
      system: 'linux',
      short_display_name: 'Rocky 9',
    });
    expect(created.body.status, created.body.reason).toBe(0);
    const id = created.body.data.Id;
    expect((await orderFormImages(host.id)).map((image) => image.ImageId)).toContain(id);
    const renter = await kit.rentOn(host.id, { imageId: id });

    const disabled = await call('set_image_enabled', { image_id: id, enabled: false });
    expect(disabled.body.status, disabled.body.reason).toBe(0);
    expect((await orderFormImages(host.id)).map((image) => image.ImageId)).not.toContain(id);
    const list = await call<{ data: FleetImage[] }>('get_image_list');
    expect(list.body.data.data.find((image) => image.Id === id)).toMatchObject({
      Name: name,
      Enabled: false,
    });
    const [audit] = await kit.auditOf('image', id);
    expect(audit).toMatchObject({ Before: { Enabled: true }, After: { Enabled: false } });
    const instances = await app.call(instancesEndpoints.list, { session: renter.token });
    expect(instances.body.data.data).toContainEqual(
      expect.objectContaining({ InstanceId: renter.instanceId, Status: 'running' }),
    );
  });

  it('refuses a system other than linux or windows, naming the field', async () => {
    const call = await kit.staffCaller('fleet');
    const reply = await call('create_image', {
      name: `bsd-${unique()}`,
      label: 'FreeBSD',
      system: 'freebsd',
      short_display_name: 'FreeBSD',
    });
    expect(reply.body.status).toBe(ErrorCode.ILLEGAL_BODY);
    expect(reply.body.reason).toContain('system:');
  });
});
