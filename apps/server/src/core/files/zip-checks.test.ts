import { describe, expect, it } from 'vitest';
import { checkUpload } from './file-checks';
import { zipArchive as makeZip } from './zip-archive';
import { zipProblem } from './zip-checks';

describe('zip archives are read before they are accepted', () => {
  it('accepts an ordinary archive of logs', () => {
    const zip = makeZip([
      { name: 'logs/train.log', data: Buffer.from('epoch 1 loss 0.3\n'.repeat(100)) },
      { name: 'nvidia-smi.txt', data: Buffer.from('GPU 0: A100\n') },
    ]);
    expect(zipProblem(zip)).toBeNull();
    expect(checkUpload(zip, 'logs.zip')).toMatchObject({ ok: true, type: 'zip', fileName: 'logs.zip' });
  });

  it('refuses a zip bomb: an archive that declares gigabytes', () => {
    // As 42.zip: small entries that declare what they would become.
    const bomb = makeZip(
      Array.from({ length: 300 }, (_, index) => ({
        name: `${index}.bin`,
        data: Buffer.alloc(1024),
        declared: 4 * 1024 ** 2,
      })),
    );
    expect(bomb.length).toBeLessThan(10 * 1024 * 1024);
    expect(zipProblem(bomb)).toBe('the zip archive expands to more than 1 GB (a zip bomb)');
    expect(checkUpload(bomb, '42.zip')).toEqual({
      ok: false,
      reason: 'the zip archive expands to more than 1 GB (a zip bomb)',
    });
  });

  it('refuses an archive that expands more than 100 times its size', () => {
    const zeros = Buffer.alloc(150 * 1024 * 1024);
    expect(zipProblem(makeZip([{ name: 'zeros.bin', data: zeros }]))).toBe(
      'the zip archive expands more than 100 times its size (a zip bomb)',
    );
  });

  it('refuses names that leave the folder (zip slip)', () => {
    for (const name of ['../../etc/cron.d/x', '/etc/passwd', 'C:\\Windows\\x.dll', 'a/../../b', '..\\x'])
      expect(zipProblem(makeZip([{ name, data: Buffer.from('x') }]))).toMatch(/holds a path outside itself/);
    expect(zipProblem(makeZip([{ name: 'a..b/c..txt', data: Buffer.from('x') }]))).toBeNull();
  });

  it('refuses an archive without its central directory', () => {
    const zip = makeZip([{ name: 'a.txt', data: Buffer.from('a') }]);
    expect(zipProblem(zip.subarray(0, zip.length - 22))).toMatch(/damaged/);
    expect(zipProblem(zip.subarray(0, 40))).toMatch(/damaged/);
  });
});
