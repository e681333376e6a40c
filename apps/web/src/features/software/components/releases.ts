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
