import { ErrorCode, type OpsSaveTemplateRequest, type Template } from '@gpucloud/contracts';
import { reasonIssues } from '../../shared/forms/reasonIssues';
import {
  type EnvRow,
  envBodyOf,
  envRowsOf,
  type PortRow,
  portRowsOf,
  portsBodyOf,
} from '../../shared/templates/launchFields';

/** The editor's values, named as the request names them, so the server's reasons find their fields. */
export interface OpsTemplateValues {
  name: string;
  image_id?: number;
  command: string;
  env: EnvRow[];
  ports: PortRow[];
  disk_gb: number;
  description: string;
  description_en: string;
}

export const OPS_TEMPLATE_FIELDS = [
  'name',
  'image_id',
  'command',
  'env',
  'ports',
  'disk_gb',
  'description',
  'description_en',
] as const satisfies readonly (keyof OpsTemplateValues)[];

/** The form's first values: a template's own (secret values never come back), or a new one's. */
export function opsFormValuesOf(template: Template | null, defaultImageId?: number): OpsTemplateValues {
  if (!template)
    return {
      name: '',
      image_id: defaultImageId,
      command: '',
      env: [],
      ports: [],
      disk_gb: 50,
      description: '',
      description_en: '',
    };
  return {
    name: template.Name,
    image_id: template.ImageId,
    command: template.Command,
    env: envRowsOf(template.Env),
    ports: portRowsOf(template.Ports),
    disk_gb: template.DiskGb,
    description: template.Description,
    description_en: template.DescriptionEn,
  };
}

/**
 * The body of /ops/save_template: a stored secret left empty goes without a value (the server keeps
 * it); every other variable sends its value, empty included.
 */
export function opsSaveBodyOf(
  values: OpsTemplateValues,
  templateId: number | null,
): Omit<OpsSaveTemplateRequest, 'session'> {
  return {
    ...(templateId ? { id: templateId } : {}),
    name: values.name,
    image_id: values.image_id ?? 0,
    command: values.command ?? '',
    env: envBodyOf(values.env),
    ports: portsBodyOf(values.ports),
    disk_gb: values.disk_gb,
    description: values.description,
    description_en: values.description_en,
  };
}

export interface TemplateFieldError {
  /** antd's name path: `['env', 2, 'value']` for "env.2.value". */
  name: (string | number)[];
  errors: string[];
}

/**
 * The server's reasons on the editor's fields: bad input (100021/100022) and the state-dependent
 * refusals (status 1) both start an issue with the field's path ("env.2.value: is required;
 * disk_gb: …"); an issue whose path is not one of the form's fields stays with the toast.
 */
export function templateFieldErrors(error: { status: number; reason: string }): TemplateFieldError[] {
  const codes: number[] = [ErrorCode.ILLEGAL_BODY, ErrorCode.ILLEGAL_PARAMETER, ErrorCode.REFUSED];
  if (!codes.includes(error.status)) return [];
  const byPath = new Map<string, TemplateFieldError>();
  for (const { path, message } of reasonIssues(error.reason)) {
    if (path === '') continue;
    const segments = path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    if (!(OPS_TEMPLATE_FIELDS as readonly (string | number)[]).includes(segments[0] ?? '')) continue;
    const found = byPath.get(path) ?? { name: segments, errors: [] };
    found.errors.push(message);
    byPath.set(path, found);
  }
  return [...byPath.values()];
}
