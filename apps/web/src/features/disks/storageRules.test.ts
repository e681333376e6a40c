import { CLOUD_DISK_MAX_GB, CLOUD_DISK_MIN_GB, CLOUD_DISK_STEP_GB } from '@gpucloud/domain';
import { describe, expect, it } from 'vitest';
import {
  attachChoices,
  defaultNewSize,
  diskActions,
  diskNamesAttachedTo,
  nextSize,
  parseSftpAddress,
  regionName,
  sftpCommand,
  sizeLimitsOf,
} from './storageRules';

const limits = sizeLimitsOf({ MinGb: 10, MaxGb: 4096, StepGb: 10 });

describe('disk sizes', () => {
  it('stops at the largest size a step reaches', () => {
    expect(limits).toEqual({ min: 10, max: 4090, step: 10 });
    expect(sizeLimitsOf({ MinGb: 10, MaxGb: 100, StepGb: 10 }).max).toBe(100);
    const contract = sizeLimitsOf({
      MinGb: CLOUD_DISK_MIN_GB,
      MaxGb: CLOUD_DISK_MAX_GB,
      StepGb: CLOUD_DISK_STEP_GB,
    });
    expect(contract.max % CLOUD_DISK_STEP_GB).toBe(0);
    expect(CLOUD_DISK_MAX_GB - contract.max).toBeLessThan(CLOUD_DISK_STEP_GB);
  });

  it('starts a new disk at 100 GB, or at the smallest size when 100 GB is refused', () => {
    expect(defaultNewSize(limits)).toBe(100);
    expect(defaultNewSize({ min: 200, max: 400, step: 50 })).toBe(200);
    expect(defaultNewSize({ min: 10, max: 50, step: 10 })).toBe(10);
  });

  it('grows by one step, and not past the largest size', () => {
    expect(nextSize(50, limits)).toBe(60);
    expect(nextSize(4080, limits)).toBe(4090);
    expect(nextSize(4090, limits)).toBeNull();
  });
});

describe('disk actions', () => {
  const disk = (Status: 'creating' | 'ready' | 'arrears' | 'failed', InstanceId = 0, SizeGb = 50) => ({
    Status,
    InstanceId,
    SizeGb,
  });

  it('attaches, grows and deletes a ready, detached disk', () => {
    expect(diskActions(disk('ready'), limits)).toEqual(['attach', 'expand', 'delete']);
  });

  it('detaches and grows an attached disk, and never deletes it', () => {
    expect(diskActions(disk('ready', 7), limits)).toEqual(['detach', 'expand']);
  });

  it('offers no growth at the largest size', () => {
    expect(diskActions(disk('ready', 0, 4090), limits)).toEqual(['attach', 'delete']);
  });

  it('lets a disk in arrears be detached or deleted, not attached or grown', () => {
    expect(diskActions(disk('arrears'), limits)).toEqual(['delete']);
    expect(diskActions(disk('arrears', 3), limits)).toEqual(['detach']);
  });

  it('offers nothing while a disk is made, and only deletion once it failed', () => {
    expect(diskActions(disk('creating'), limits)).toEqual([]);
    expect(diskActions(disk('failed'), limits)).toEqual(['delete']);
  });
});

describe('attach choices', () => {
  it('keeps the instances of the disk’s region and marks the full ones', () => {
    const attachable = [
      { Id: 1, Name: 'a', RegionId: 1, Disks: 0 },
      { Id: 2, Name: 'b', RegionId: 2, Disks: 0 },
      { Id: 3, Name: 'c', RegionId: 1, Disks: 5 },
    ];
    expect(attachChoices(1, attachable, 5)).toEqual([
      { id: 1, name: 'a', disks: 0, full: false },
      { id: 3, name: 'c', disks: 5, full: true },
    ]);
    expect(attachChoices(9, attachable, 5)).toEqual([]);
  });
});

describe('disks attached to an instance', () => {
  it('names the disks attached to it, and none of another instance', () => {
    const disks = [
      { Name: 'data-1', InstanceId: 4 },
      { Name: 'data-2', InstanceId: 0 },
      { Name: 'data-3', InstanceId: 4 },
    ];
    expect(diskNamesAttachedTo(disks, 4)).toEqual(['data-1', 'data-3']);
    expect(diskNamesAttachedTo(disks, 5)).toEqual([]);
  });
});

describe('region names', () => {
  const regions = [{ Id: 1, Name: '北京一区', NameEn: 'Beijing A' }];
  it('names a region in the reader’s language, and falls back to the row’s name', () => {
    expect(regionName(regions, 1, 'en-US', '北京一区')).toBe('Beijing A');
    expect(regionName(regions, 1, 'zh-CN', 'x')).toBe('北京一区');
    expect(regionName(regions, 2, 'en-US', '上海')).toBe('上海');
  });
});

describe('SFTP address', () => {
  it('reads the host and port of an sftp:// address', () => {
    expect(parseSftpAddress('sftp://files.example.cn:2222')).toEqual({
      host: 'files.example.cn',
      port: 2222,
    });
    expect(parseSftpAddress('sftp://127.0.0.1:22/')).toEqual({ host: '127.0.0.1', port: 22 });
    expect(parseSftpAddress('sftp://[::1]:22')).toEqual({ host: '[::1]', port: 22 });
  });

  it('answers null for no address or another kind', () => {
    expect(parseSftpAddress('')).toBeNull();
    expect(parseSftpAddress('https://x:22')).toBeNull();
    expect(parseSftpAddress('sftp://x')).toBeNull();
    expect(parseSftpAddress('sftp://x:70000')).toBeNull();
  });

  it('writes the OpenSSH command', () => {
    expect(sftpCommand('files.example.cn', 2222, 'u7')).toBe('sftp -P 2222 u7@files.example.cn');
  });
});
