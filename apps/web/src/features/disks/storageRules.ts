import type { CloudDisk } from '@gpucloud/contracts';

/** What a disk's size field takes, from the list answer: `max` is the largest size a step reaches. */
export interface SizeLimits {
  min: number;
  max: number;
  step: number;
}

export function sizeLimitsOf(list: { MinGb: number; MaxGb: number; StepGb: number }): SizeLimits {
  // A MaxGb that is no multiple of the step (4096 once) is not reachable: stop at the step below.
  return { min: list.MinGb, max: Math.floor(list.MaxGb / list.StepGb) * list.StepGb, step: list.StepGb };
}

/** The size a new disk's dialog starts at: 100 GB when it may be, else the smallest. */
export function defaultNewSize(limits: SizeLimits): number {
  const preferred = 100;
  return preferred >= limits.min && preferred <= limits.max && preferred % limits.step === 0
    ? preferred
    : limits.min;
}

/** The size an expand dialog starts at: one step above the present size, or null at the largest. */
export function nextSize(present: number, limits: SizeLimits): number | null {
  const next = (Math.floor(present / limits.step) + 1) * limits.step;
  return next > limits.max ? null : Math.max(next, limits.min);
}

export type DiskAction = 'attach' | 'detach' | 'expand' | 'delete';

/**
 * The actions a disk offers, as the server allows them: attach a ready, detached disk; detach an
 * attached one; grow a ready one below the largest size; delete a detached one no longer being made.
 */
export function diskActions(
  disk: Pick<CloudDisk, 'Status' | 'InstanceId' | 'SizeGb'>,
  limits: SizeLimits,
): DiskAction[] {
  const attached = disk.InstanceId !== 0;
  const actions: DiskAction[] = [];
  if (disk.Status === 'ready' && !attached) actions.push('attach');
  if (attached) actions.push('detach');
  if (disk.Status === 'ready' && nextSize(disk.SizeGb, limits) !== null) actions.push('expand');
  if (!attached && disk.Status !== 'creating' && disk.Status !== 'deleted') actions.push('delete');
  return actions;
}

export interface AttachChoice {
  id: number;
  name: string;
  disks: number;
  full: boolean;
}

/** The stopped instances of the disk's region, those already holding `perInstance` disks marked full. */
export function attachChoices(
  regionId: number,
  attachable: readonly { Id: number; Name: string; RegionId: number; Disks: number }[],
  perInstance: number,
): AttachChoice[] {
  return attachable
    .filter((instance) => instance.RegionId === regionId)
    .map((instance) => ({
      id: instance.Id,
      name: instance.Name,
      disks: instance.Disks,
      full: instance.Disks >= perInstance,
    }));
}

/**
 * The names of the cloud disks attached to an instance: releasing it detaches and keeps them, and
 * the release dialog says so.
 */
export function diskNamesAttachedTo(
  disks: readonly Pick<CloudDisk, 'Name' | 'InstanceId'>[],
  instanceId: number,
): string[] {
  return disks.filter((disk) => disk.InstanceId === instanceId).map((disk) => disk.Name);
}

/** A region as the reader's language names it (the disk rows carry only the Chinese name). */
export function regionName(
  regions: readonly { Id: number; Name: string; NameEn: string }[],
  regionId: number,
  language: string,
  fallback: string,
): string {
  const region = regions.find((candidate) => candidate.Id === regionId);
  if (!region) return fallback;
  return language.startsWith('zh') ? region.Name : region.NameEn;
}

/** The host and port of an "sftp://host:port" address; null when it is empty or not one. */
export function parseSftpAddress(address: string): { host: string; port: number } | null {
  const match = /^sftp:\/\/([^/:\s]+|\[[^\]\s]+\]):(\d{1,5})\/?$/.exec(address.trim());
  if (!match?.[1] || !match[2]) return null;
  const port = Number(match[2]);
  return port >= 1 && port <= 65_535 ? { host: match[1], port } : null;
}

/** The OpenSSH command that opens the share: `sftp -P <port> <user>@<host>`. */
export function sftpCommand(host: string, port: number, username: string): string {
  return `sftp -P ${port} ${username}@${host}`;
}
