/** Where "deploy" sends the order page: the host, the model's image and the GPUs it needs. */
export function deployPath(
  target: { HostId: number; ImageId: number; GpuCount: number },
  templateId: number | null = null,
): string {
  const query = new URLSearchParams({
    host: String(target.HostId),
    image: String(target.ImageId),
    gpus: String(target.GpuCount),
    ...(templateId ? { template: String(templateId) } : {}),
  });
  return `/createInstance?${query.toString()}`;
}

/** The `:id` of /AIModels/:id as a model id, else null. */
export function parseModelId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 ? id : null;
}
