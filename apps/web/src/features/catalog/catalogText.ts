const UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'] as const;

/** A size in bytes as people read it (1024-based, one decimal from KB up): 1.5 GB, 142.3 GB. */
export function formatSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${UNITS[unit]}`;
}

/** Chinese text for a Chinese page, English otherwise. */
export function inLanguage(language: string, zh: string, en: string): string {
  return language.startsWith('zh') ? zh : en;
}

/** Where "deploy" sends the order page: the host, the model's image and the GPUs it needs. */
export function deployPath(target: { HostId: number; ImageId: number; GpuCount: number }): string {
  const query = new URLSearchParams({
    host: String(target.HostId),
    image: String(target.ImageId),
    gpus: String(target.GpuCount),
  });
  return `/createInstance?${query.toString()}`;
}

/** The `:id` of /AIModels/:id as a model id, else null. */
export function parseModelId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 ? id : null;
}
