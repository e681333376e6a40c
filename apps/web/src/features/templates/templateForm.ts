import type { SaveTemplateRequest, Template } from '@gpucloud/contracts';

/** One variable as the form holds it: a secret one already stored shows no value (left empty: kept). */
export interface EnvRow {
  name: string;
  value?: string;
  secret: boolean;
  /** The template already has this secret: an empty value keeps it. */
  stored?: boolean;
}

export interface TemplateFormValues {
  name: string;
  imageId?: number;
  command: string;
  env: EnvRow[];
  ports: { port?: number; label: string }[];
  diskGb: number;
}

/** The form's first values: a template's own (secret values never come back), or a new one's. */
export function formValuesOf(template: Template | null, defaultImageId?: number): TemplateFormValues {
  if (!template) return { name: '', imageId: defaultImageId, command: '', env: [], ports: [], diskGb: 50 };
  return {
    name: template.Name,
    imageId: template.ImageId,
    command: template.Command,
    env: template.Env.map((entry) =>
      entry.Secret
        ? { name: entry.Name, secret: true, stored: true }
        : { name: entry.Name, value: entry.Value, secret: false },
    ),
    ports: template.Ports.map((entry) => ({ port: entry.Port, label: entry.Label })),
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
    env: (values.env ?? []).map((row) =>
      row.secret && row.stored && !row.value
        ? { name: row.name, secret: true }
        : { name: row.name, value: row.value ?? '', secret: row.secret },
    ),
    ports: (values.ports ?? []).map((row) => ({ port: row.port ?? 0, label: row.label })),
    disk_gb: values.diskGb,
  };
}

/** Where "Deploy" sends a template: the store, whose order links carry it to the order page. */
export function deployPath(templateId: number): string {
  return `/store?template=${templateId}`;
}
