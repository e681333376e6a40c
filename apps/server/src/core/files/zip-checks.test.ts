import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { checkUpload } from './file-checks';
import { zipProblem } from './zip-checks';

interface Entry {
  name: string;
  data: Buffer;
  /** Declared expanded size, when it should differ from the data's (a crafted archive). */
  declared?: number;
}

/** A real zip archive (deflated entries, central directory, end record), as any zip tool writes. */
function makeZip(entries: readonly Entry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const packed = deflateRawSync(entry.data);
    const size = entry.declared ?? entry.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, packed);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

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
