import type { Template, TemplatePortIn } from '@gpucloud/contracts';
import type { AppDeps } from '../../core/deps';
import { type AppError, refused } from '../../core/errors';
import { findImage } from '../images';
import { envOut, portsOut } from './template-env';
import { largestDataDiskGb, type TemplateWithImage } from './templates.repository';

/** What depends on the store's state now (not on the request alone): refused, naming the field. */
function illegal(field: string, rule: string): AppError {
  return refused(`${field}: ${rule}`);
}

/**
 * What the contract cannot know: the image is one the store offers now, the disk fits a host of the
 * store, and no port is the gateway's as this server is configured (SSH_GATEWAY_PORT).
 */
export async function assertTemplateFits(
  deps: Pick<AppDeps, 'db' | 'config'>,
  body: { image_id: number; disk_gb: number; ports: TemplatePortIn[] },
): Promise<void> {
  const image = await findImage(deps.db, body.image_id);
  if (!image?.isPublic) throw illegal('image_id', 'not an image the store offers');
  const largest = await largestDataDiskGb(deps.db);
  if (body.disk_gb > largest)
    throw illegal('disk_gb', `must be at most ${largest} (the largest data disk of a host in the store)`);
  const gateway = deps.config.compute.sshGatewayPort;
  const index = body.ports.findIndex((entry) => entry.port === gateway);
  if (index >= 0) throw illegal(`ports.${index}.port`, `must not be ${gateway} (the SSH gateway's port)`);
}

export function templateOut({ template, imageName }: TemplateWithImage): Template {
  return {
    TemplateId: template.id,
    Name: template.name,
    Public: template.ownerUserId === null,
    Published: template.ownerUserId === null ? template.published : true,
    ImageId: template.imageId,
    ImageName: imageName,
    Command: template.command,
    Env: envOut(template.env),
    Ports: portsOut(template.ports),
    DiskGb: template.diskGb,
    Description: template.description,
    DescriptionEn: template.descriptionEn,
    CreateAt: template.createdAt.toISOString(),
    UpdateAt: template.updatedAt.toISOString(),
  };
}
