import type { SoftwareRelease } from '@gpucloud/contracts';
import { describe, expect, it } from 'vitest';
import { splitReleases } from './releases';

const release = (id: number, platform: SoftwareRelease['platform'], day: number): SoftwareRelease => ({
  id,
  version: `1.${id}`,
  platform,
  arch: 'x86_64',
  file_name: `f${id}.zip`,
  file_kind: 'zip',
  size: 10,
  sha256: '0'.repeat(64),
  notes: '',
  notes_en: '',
  released_at: `2026-01-${String(day).padStart(2, '0')}T00:00:00.000Z`,
  download_url: `/api/software/download/${id}`,
});

describe('splitReleases', () => {
  it('keeps the newest per platform in platform order and the rest as history', () => {
    const { latest, older } = splitReleases([
      release(1, 'windows', 1),
      release(2, 'linux', 5),
      release(3, 'windows', 9),
      release(4, 'macos', 2),
    ]);
    expect(latest.map((r) => r.id)).toEqual([3, 4, 2]);
    expect(older.map((r) => r.id)).toEqual([1]);
  });
});
