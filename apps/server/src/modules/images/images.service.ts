import type { ImageOption, InstanceKind } from '@gpucloud/contracts';
import type { AppDeps } from '../../core/deps';
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
  };
}

/** The public images a kind of host can run, as the order form and reinitialise list them. */
export async function imagesForKind(deps: AppDeps, kind: InstanceKind): Promise<ImageOption[]> {
  const rows = await listPublicImages(deps.db);
  return rows.filter((image) => imageFitsKind(image.system, kind)).map(toImageOption);
}
