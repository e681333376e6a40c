import { type ImageOption, Reason } from '@gpucloud/contracts';
import { canDo, nextState } from '@gpucloud/domain';
import type { AuthContext } from '../../core/auth/identity';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import {
  findImage,
  type ImageHost,
  imageFitsKind,
  imagesForHost,
  imagesForKind,
  toImageOption,
  usableCustomImage,
} from '../images';
import { ownInstance } from '../ownership';
import { countSshKeys } from '../sshKeys';
import { findHostWithRegion } from '../store';
import { recordEvent } from './history.repository';
import { lockInstance, updateInstance } from './instances.repository';
import { imageToRun } from './rent.service';
import { settleBeforeChange } from './run-minutes.service';

/** The machine behind an instance the caller owns, when its state allows `action` (all need it running). */
async function runningMachine(
  deps: Pick<AppDeps, 'db'>,
  auth: AuthContext,
  instanceId: number,
  action: 'access' | 'rdp' | 'password' | 'screenshot',
) {
  const instance = await ownInstance(deps, auth, instanceId);
  if (!canDo(instance.status, action) || !instance.providerRef) throw refused('the instance is not running');
  return { instance, ref: instance.providerRef };
}

export async function getInstanceAccess(
  deps: Pick<AppDeps, 'db' | 'compute'>,
  auth: AuthContext,
  instanceId: number,
) {
  const { instance, ref } = await runningMachine(deps, auth, instanceId, 'access');
  const access = await deps.compute.accessDetails(ref);
  return {
    SshCommand: `ssh -p ${access.sshPort} ${access.username}@${access.sshHost}`,
    SshHost: access.sshHost,
    SshPort: access.sshPort,
    Username: access.username,
    Password: access.password,
    VncUrl: access.vncUrl,
    PasswordLogin: instance.sshPasswordLogin,
    SshKeyCount: await countSshKeys(deps, auth),
  };
}

/** A Remote Desktop file for a running Windows instance; the password is asked for on connecting. */
export async function getRdpFile(
  deps: Pick<AppDeps, 'db' | 'compute'>,
  auth: AuthContext,
  instanceId: number,
) {
  const { instance, ref } = await runningMachine(deps, auth, instanceId, 'rdp');
  const access = await deps.compute.accessDetails(ref);
  if (access.rdpPort === null) throw refused('remote desktop is for Windows instances');
  const lines = [
    `full address:s:${access.sshHost}:${access.rdpPort}`,
    `username:s:${access.username}`,
    'prompt for credentials:i:1',
    'screen mode id:i:2',
    'session bpp:i:32',
    'authentication level:i:2',
  ];
  return { FileName: `${instance.name}.rdp`, Content: `${lines.join('\r\n')}\r\n` };
}

export async function changeInstancePassword(
  deps: Pick<AppDeps, 'db' | 'clock' | 'compute'>,
  auth: AuthContext,
  instanceId: number,
  password: string,
): Promise<void> {
  const { instance, ref } = await runningMachine(deps, auth, instanceId, 'password');
  await deps.compute.setPassword(ref, password);
  await recordEvent(deps.db, instance.id, 'password_changed', '', deps.clock.now());
}

export async function takeScreenshot(
  deps: Pick<AppDeps, 'db' | 'clock' | 'compute'>,
  auth: AuthContext,
  instanceId: number,
) {
  const { ref } = await runningMachine(deps, auth, instanceId, 'screenshot');
  const { png } = await deps.compute.screenshot(ref);
  return {
    Image: `data:image/png;base64,${png.toString('base64')}`,
    TakenAt: deps.clock.now().toISOString(),
  };
}

/** The images an instance can be reinitialised with: the public ones its kind of host runs. */
export async function localImagesFor(
  deps: Pick<AppDeps, 'db' | 'compute'>,
  auth: AuthContext,
  instanceId: number,
): Promise<{ list: ImageOption[] }> {
  const instance = await ownInstance(deps, auth, instanceId);
  return { list: await imagesOfInstanceHost(deps, instance) };
}

/** The public images the instance's host really runs (on a docker host: those its engine has). */
async function imagesOfInstanceHost(
  deps: Pick<AppDeps, 'db' | 'compute'>,
  instance: { hostId: number; kind: ImageHost['kind'] },
) {
  const found = await findHostWithRegion(deps.db, instance.hostId);
  return found ? imagesForHost(deps, found.host) : imagesForKind(deps, instance.kind);
}

/** Wipes the system disk with a new image; the machine comes back running. */
export async function reinitialiseInstance(
  deps: Pick<AppDeps, 'db' | 'clock' | 'compute'>,
  auth: AuthContext,
  input: { instance_id: number; image_id?: number | undefined; custom_image_id?: number | undefined },
) {
  const owned = await ownInstance(deps, auth, input.instance_id);
  // A custom image (issue 17) is reinstalled in place of a public one, recorded as the image it was saved from.
  const custom = input.custom_image_id
    ? await usableCustomImage(deps.db, auth.userId, input.custom_image_id, owned.kind)
    : null;
  const base = custom ? await findImage(deps.db, custom.baseImageId) : null;
  const images = base ? [toImageOption(base)] : await imagesOfInstanceHost(deps, owned);
  const image = images.find((candidate) => candidate.ImageId === (custom?.baseImageId ?? input.image_id));
  if (!image || !imageFitsKind(image.System, owned.kind))
    throw refused('this image cannot run on this instance');
  const now = deps.clock.now();
  const moved = await deps.db.transaction(async (tx) => {
    const instance = await lockInstance(tx, owned.id);
    const next = instance && nextState(instance.status, 'reinit');
    if (!instance?.providerRef || !next)
      throw refused('only a running or stopped instance can be reinitialised');
    if (!instance.holdsGpus) throw refused(`${Reason.NO_FREE_GPU}: start it first`);
    if (instance.expiresAt && instance.expiresAt <= now)
      throw refused('the prepaid period has ended: renew first');
    await settleBeforeChange(tx, instance, now);
    const label = custom?.name ?? image.Label;
    await recordEvent(tx, instance.id, 'reinitialized', label, now);
    return updateInstance(tx, instance.id, {
      imageId: image.ImageId,
      customImageRef: custom?.providerRef ?? null,
      customImageName: custom?.name ?? null,
      status: next,
      statusDetail: label,
    });
  });
  await deps.compute.reinitialise(moved.providerRef as string, imageToRun(moved, { name: image.Name }));
  return { Status: moved.status };
}
