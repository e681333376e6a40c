import { describe, expect, it } from 'vitest';
import {
  engineImageOf,
  parseImageMap,
  parseSavedImageRef,
  savedImageRef,
  savedImageTag,
} from './docker-images';

describe('images', () => {
  const map = parseImageMap('ubuntu22-cuda12.4-pytorch2.4=registry.example.com/pytorch:2.4, x=y:1');

  it('maps catalogue names, falling back to the default image', () => {
    expect(engineImageOf('ubuntu22-cuda12.4-pytorch2.4', map, 'gpucloud/debian12:2')).toBe(
      'registry.example.com/pytorch:2.4',
    );
    expect(engineImageOf('debian12-cuda12.4', map, 'gpucloud/debian12:2')).toBe('gpucloud/debian12:2');
    expect(() => parseImageMap('nothing')).toThrow('is not catalogue-name=engine-image');
  });

  it('runs a saved image as its own tag', () => {
    const tag = savedImageTag('Img_42.Snapshot/Of Mine');
    expect(tag).toBe('gpucloud/saved:img_42.snapshot-of-mine');
    const ref = savedImageRef('host-1', tag);
    expect(parseSavedImageRef(ref)).toEqual({ hostName: 'host-1', tag });
    expect(engineImageOf(ref, map, 'gpucloud/debian12:2')).toBe(tag);
  });
});
