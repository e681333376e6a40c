import type { ImageOption, InstanceKind } from '@gpucloud/contracts';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { type ImageRecord, listPublicImages } from './images.repository';

/** Windows needs a whole virtual or physical machine: containers run Linux images only. */
export function imageFitsKind(system: ImageRecord['system'], kind: InstanceKind): boolean {
  return system === 'linux' || kind !== 'container';
}

export function toImageOption(image: ImageRecord): ImageOption {
  return {
    ImageId: image.id,
    Name: image.name,
    Label: image.label,
    System: image.system,
    ShortDisplayName: image.shortDisplayName,
    Description: image.description,
    RunsAs: null,
  };
}

/** The public images a kind of host can run, as the order form and reinitialise list them. */
export async function imagesForKind(deps: Pick<AppDeps, 'db'>, kind: InstanceKind): Promise<ImageOption[]> {
  const rows = await listPublicImages(deps.db);
  return rows.filter((image) => imageFitsKind(image.system, kind)).map(toImageOption);
}

/** A host as far as its images go: its engine is named by the host's name. */
export interface ImageHost {
  name: string;
  kind: InstanceKind;
}

/**
 * The public images one host really runs: those of its kind that its engine has, each saying the
 * engine image it runs where that is not the image itself (a docker host, docs/compute.md).
 */
export async function imagesForHost(
  deps: Pick<AppDeps, 'db' | 'compute'>,
  host: ImageHost,
): Promise<ImageOption[]> {
  const options = await imagesForKind(deps, host.kind);
  const seen = await Promise.all(
    options.map((option) => deps.compute.imageOnHost(host.name, host.kind, option.Name)),
  );
  return options.flatMap((option, index) => {
    const onHost = seen[index];
    return onHost?.runs ? [{ ...option, RunsAs: onHost.engineImage }] : [];
  });
}

/** Refuses an image the host's engine does not run (a docker engine without it). */
export async function assertImageOnHost(
  deps: Pick<AppDeps, 'compute'>,
  host: ImageHost,
  imageName: string,
): Promise<void> {
  if (!(await deps.compute.imageOnHost(host.name, host.kind, imageName)).runs)
    throw refused('this host does not run this image');
}
