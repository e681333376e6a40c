import { describe, expect, it } from 'vitest';
import { deployPath, parseModelId } from './catalogText';

describe('catalog texts', () => {
  it('builds the order path of a deploy target', () => {
    expect(deployPath({ HostId: 7, ImageId: 3, GpuCount: 2 })).toBe('/createInstance?host=7&image=3&gpus=2');
  });

  it('reads a model id', () => {
    expect(parseModelId('12')).toBe(12);
    expect(parseModelId('0')).toBeNull();
    expect(parseModelId('x')).toBeNull();
    expect(parseModelId(undefined)).toBeNull();
  });
});
