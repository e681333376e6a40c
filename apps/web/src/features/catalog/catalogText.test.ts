import { describe, expect, it } from 'vitest';
import { deployPath, formatSize, inLanguage, parseModelId } from './catalogText';

describe('catalog texts', () => {
  it('formats sizes 1024-based', () => {
    expect(formatSize(512)).toBe('512 B');
    expect(formatSize(1536)).toBe('1.5 KB');
    expect(formatSize(154_644_969_425)).toBe('144.0 GB');
    expect(formatSize(319_321_000_000)).toBe('297.4 GB');
    expect(formatSize(2 ** 50)).toBe('1.0 PB');
  });

  it('picks the language', () => {
    expect(inLanguage('zh-CN', '中', 'en')).toBe('中');
    expect(inLanguage('en-US', '中', 'en')).toBe('en');
  });

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
