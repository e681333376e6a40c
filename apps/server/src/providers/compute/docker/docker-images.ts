/**
 * Catalogue image names to engine images. `DOCKER_IMAGES` maps names, comma-separated
 * `catalogue-name=engine-ref` (`ubuntu22-cuda12.4-pytorch2.4=registry.example.com/pytorch:2.4-cuda12.4`;
 * unset: `debian12-cuda12.4=gpucloud/debian12:2`, the base image `npm run images` builds). A name
 * not mapped runs `DOCKER_DEFAULT_IMAGE` only where an operator sets one; otherwise it has no engine
 * image and is not offered on docker hosts (a "PyTorch" that runs plain Debian is never sold).
 * An image saved from a machine (snapshotImage) is a ref of its own, `docker-image:<host>/<tag>`, and
 * runs as that tag.
 */
export const DEFAULT_IMAGE_MAP = 'debian12-cuda12.4=gpucloud/debian12:2';

const SAVED_PREFIX = 'docker-image:';

export function parseImageMap(raw: string | undefined): Record<string, string> {
  const map: Record<string, string> = {};
  for (const entry of (raw ?? '').split(',')) {
    const text = entry.trim();
    if (!text) continue;
    const at = text.indexOf('=');
    if (at <= 0 || at === text.length - 1)
      throw new Error(`DOCKER_IMAGES: "${text}" is not catalogue-name=engine-image`);
    map[text.slice(0, at).trim()] = text.slice(at + 1).trim();
  }
  return map;
}

export function savedImageRef(hostName: string, tag: string): string {
  return `${SAVED_PREFIX}${hostName}/${tag}`;
}

/** The host whose engine keeps a saved image, and its tag; null for a catalogue name. */
export function parseSavedImageRef(ref: string): { hostName: string; tag: string } | null {
  if (!ref.startsWith(SAVED_PREFIX)) return null;
  const rest = ref.slice(SAVED_PREFIX.length);
  const at = rest.indexOf('/');
  if (at <= 0 || at === rest.length - 1) throw new Error(`not a saved docker image ref: ${ref}`);
  return { hostName: rest.slice(0, at), tag: rest.slice(at + 1) };
}

/** The engine image a machine of `image` (a catalogue name or a saved image's ref) runs; null: none. */
export function engineImageOf(
  image: string,
  map: Record<string, string>,
  defaultImage: string | null,
): string | null {
  return parseSavedImageRef(image)?.tag ?? map[image] ?? defaultImage;
}

/** The tag of an image saved under `imageKey`: engine tags are lowercase [a-z0-9_.-]. */
export function savedImageTag(imageKey: string): string {
  const name = imageKey
    .toLowerCase()
    .replace(/[^a-z0-9_.-]+/g, '-')
    .replace(/^[-.]+/, '')
    .slice(0, 100);
  return `gpucloud/saved:${name || 'image'}`;
}
