import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { Db } from '../core/db';
import type { AppDeps } from '../core/deps';
import { zipArchive } from '../core/files/zip-archive';
import { staffMembers } from '../db/schema/staff/staff.table';
import { insertFile, insertProduct, insertRelease, SOFTWARE_KINDS } from '../modules/software';
import { newFileKey } from '../providers/files/file-store';
import { DEMO_STAFF } from './demo-staff';

const README = `GPU Cloud CLI

Usage:
  gpucloud login            sign in with your phone and password
  gpucloud instances        list your instances
  gpucloud ssh <instance>   open a shell on an instance

Docs: /docs
`;

const SCRIPT = `#!/bin/sh
# GPU Cloud CLI launcher: runs the CLI from this folder.
exec "$(dirname "$0")/gpucloud-cli" "$@"
`;

/** A ustar archive of one file (header, content padded to 512, two empty blocks), as tar writes it. */
function tarOf(name: string, data: Buffer, mtime: Date): Buffer {
  const header = Buffer.alloc(512);
  header.write(name, 0, 100, 'utf8');
  header.write('0000644\0', 100);
  header.write('0000000\0', 108);
  header.write('0000000\0', 116);
  header.write(`${data.length.toString(8).padStart(11, '0')}\0`, 124);
  header.write(
    `${Math.floor(mtime.getTime() / 1000)
      .toString(8)
      .padStart(11, '0')}\0`,
    136,
  );
  header.write('        ', 148);
  header.write('0', 156);
  header.write('ustar\0', 257);
  header.write('00', 263);
  const sum = header.reduce((total, byte) => total + byte, 0);
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  const padding = Buffer.alloc((512 - (data.length % 512)) % 512);
  return Buffer.concat([header, data, padding, Buffer.alloc(1024)]);
}

interface DemoRelease {
  version: string;
  platform: 'windows' | 'macos' | 'linux';
  arch: 'x86_64' | 'arm64' | 'universal';
  fileName: string;
  bytes: Buffer;
  daysAgo: number;
  notes: string;
  notesEn: string;
}

/**
 * Two products with small genuine files: zip and tar.gz archives built here, holding a README and a
 * launcher, stored in the FileStore with the SHA-256 of their real bytes (as an upload would be).
 */
export async function seedDemoSoftware(tx: Db, deps: AppDeps, now: Date): Promise<void> {
  const [support] = await tx
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(eq(staffMembers.phone, DEMO_STAFF.support.phone));
  if (!support) return;
  const readme = Buffer.from(README);
  const cli = (version: string) =>
    zipArchive([
      { name: 'gpucloud-cli/README.txt', data: Buffer.from(`${README}\nVersion ${version}\n`) },
      { name: 'gpucloud-cli/gpucloud.sh', data: Buffer.from(SCRIPT) },
    ]);
  const products: Array<{
    name: string;
    nameEn: string;
    description: string;
    descriptionEn: string;
    releases: DemoRelease[];
  }> = [
    {
      name: 'GPU Cloud 命令行工具',
      nameEn: 'GPU Cloud CLI',
      description:
        '在终端中登录、查看实例并通过 SSH 连接。\n\n- 支持 Windows、macOS、Linux\n- 与控制台使用同一账号',
      descriptionEn:
        'Sign in, list your instances and connect over SSH from a terminal.\n\n- Windows, macOS and Linux\n- The same account as the console',
      releases: [
        {
          version: '1.2.0',
          platform: 'windows',
          arch: 'x86_64',
          fileName: 'gpucloud-cli-1.2.0-windows-x86_64.zip',
          bytes: cli('1.2.0'),
          daysAgo: 3,
          notes: '- 新增 `gpucloud ssh`\n- 修复登录过期提示',
          notesEn: '- New `gpucloud ssh`\n- Clearer message when a login expires',
        },
        {
          version: '1.2.0',
          platform: 'macos',
          arch: 'universal',
          fileName: 'gpucloud-cli-1.2.0-macos.zip',
          bytes: cli('1.2.0'),
          daysAgo: 3,
          notes: '- 新增 `gpucloud ssh`',
          notesEn: '- New `gpucloud ssh`',
        },
        {
          version: '1.2.0',
          platform: 'linux',
          arch: 'x86_64',
          fileName: 'gpucloud-cli-1.2.0-linux-x86_64.tar.gz',
          bytes: gzipSync(tarOf('gpucloud-cli/README.txt', readme, now)),
          daysAgo: 3,
          notes: '- 新增 `gpucloud ssh`',
          notesEn: '- New `gpucloud ssh`',
        },
        {
          version: '1.1.0',
          platform: 'windows',
          arch: 'x86_64',
          fileName: 'gpucloud-cli-1.1.0-windows-x86_64.zip',
          bytes: cli('1.1.0'),
          daysAgo: 40,
          notes: '- 首个公开版本',
          notesEn: '- First public release',
        },
      ],
    },
    {
      name: '数据同步工具',
      nameEn: 'Data Sync',
      description: '把本地文件夹同步到实例的文件存储（SFTP）。',
      descriptionEn: 'Keeps a local folder in sync with an instance’s file storage (SFTP).',
      releases: [
        {
          version: '0.9.3',
          platform: 'linux',
          arch: 'x86_64',
          fileName: 'datasync-0.9.3-linux-x86_64.tar.gz',
          bytes: gzipSync(
            tarOf(
              'datasync/README.txt',
              Buffer.from('Data Sync 0.9.3\n\nUsage: datasync <folder> <instance>\n'),
              now,
            ),
          ),
          daysAgo: 10,
          notes: '- 断点续传',
          notesEn: '- Resumes interrupted transfers',
        },
      ],
    },
  ];
  for (const product of products) {
    const { releases, ...fields } = product;
    const row = await insertProduct(tx, { ...fields, published: true, createdAt: now, updatedAt: now });
    for (const release of releases) {
      const kind = release.fileName.endsWith('.zip') ? 'zip' : 'gzip';
      const key = newFileKey();
      await deps.files.put(key, release.bytes, { contentType: SOFTWARE_KINDS[kind].contentType });
      const at = new Date(now.getTime() - release.daysAgo * 86_400_000);
      const file = await insertFile(tx, {
        fileKey: key,
        fileName: release.fileName,
        fileKind: kind,
        size: release.bytes.length,
        sha256: createHash('sha256').update(release.bytes).digest('hex'),
        uploadedBy: support.id,
        uploadedAt: at,
      });
      await insertRelease(tx, {
        productId: row.id,
        fileId: file.id,
        version: release.version,
        platform: release.platform,
        arch: release.arch,
        notes: release.notes,
        notesEn: release.notesEn,
        releasedAt: at,
      });
    }
  }
}
