import type { SaveTemplateRequest, Template } from '@gpucloud/contracts';
import {
  type EnvRow,
  envBodyOf,
  envRowsOf,
  type PortRow,
  portRowsOf,
  portsBodyOf,
} from '../../shared/templates/launchFields';

export type { EnvRow };

export interface TemplateFormValues {
  name: string;
  imageId?: number;
  command: string;
  env: EnvRow[];
  ports: PortRow[];
  diskGb: number;
}

/** The form's first values: a template's own (secret values never come back), or a new one's. */
export function formValuesOf(template: Template | null, defaultImageId?: number): TemplateFormValues {
  if (!template) return { name: '', imageId: defaultImageId, command: '', env: [], ports: [], diskGb: 50 };
  return {
    name: template.Name,
    imageId: template.ImageId,
    command: template.Command,
    env: envRowsOf(template.Env),
    ports: portRowsOf(template.Ports),
    diskGb: template.DiskGb,
  };
}

/**
 * The body of /template/save: a stored secret left empty goes without a value (the server keeps
 * it); every other variable sends its value, empty included.
 */
export function saveBodyOf(
  values: TemplateFormValues,
  templateId: number | null,
): Omit<SaveTemplateRequest, 'session'> {
  return {
    ...(templateId ? { template_id: templateId } : {}),
    name: values.name,
    image_id: values.imageId ?? 0,
    command: values.command ?? '',
    env: envBodyOf(values.env),
    ports: portsBodyOf(values.ports),
    disk_gb: values.diskGb,
  };
}

/** Where "Deploy" sends a template: the store, whose order links carry it to the order page. */
export function deployPath(templateId: number): string {
  return `/store?template=${templateId}`;
}
