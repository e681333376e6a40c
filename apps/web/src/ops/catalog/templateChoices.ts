import type { Template } from '@gpucloud/contracts';

export interface TemplateChoice {
  id: number;
  name: string;
  published: boolean;
}

/**
 * The public templates an AI model may deploy through: those running the model's image (the server
 * refuses another), published ones first, then by name.
 */
export function templateChoices(
  templates: readonly Template[],
  imageId: number | undefined,
): TemplateChoice[] {
  if (imageId === undefined) return [];
  return templates
    .filter((template) => template.Public && template.ImageId === imageId)
    .map((template) => ({ id: template.TemplateId, name: template.Name, published: template.Published }))
    .sort((a, b) => Number(b.published) - Number(a.published) || a.name.localeCompare(b.name));
}
