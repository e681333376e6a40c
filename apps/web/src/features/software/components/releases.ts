import type { SoftwareRelease } from '@gpucloud/contracts';

/**
 * A product's releases as the page shows them: the newest for each platform and architecture first
 * (in platform order), every other one in the history, newest first.
 */
export function splitReleases(releases: readonly SoftwareRelease[]): {
  latest: SoftwareRelease[];
  older: SoftwareRelease[];
} {
  const order = ['windows', 'macos', 'linux'];
  const newestFirst = [...releases].sort(
    (a, b) => Date.parse(b.released_at) - Date.parse(a.released_at) || b.id - a.id,
  );
  const seen = new Set<string>();
  const latest: SoftwareRelease[] = [];
  const older: SoftwareRelease[] = [];
  for (const release of newestFirst) {
    const target = `${release.platform}/${release.arch}`;
    if (seen.has(target)) older.push(release);
    else {
      seen.add(target);
      latest.push(release);
    }
  }
  latest.sort(
    (a, b) => order.indexOf(a.platform) - order.indexOf(b.platform) || a.arch.localeCompare(b.arch),
  );
  return { latest, older };
}

/** A file size for people: bytes, KB, MB or GB with one decimal (1024-based, as file managers show). */
export function formatBytes(size: number): string {
  if (size < 1024) return `${size} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = size / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}
