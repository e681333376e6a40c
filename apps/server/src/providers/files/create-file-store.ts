import type { FilesConfig } from '../../core/config';
import type { FileStore } from './file-store';
import { LocalDiskFileStore } from './local-disk-file-store';
import { S3FileStore } from './s3-file-store';

/** The one place the configured store is chosen. */
export function createFileStore(config: { files: FilesConfig }): FileStore {
  const { files } = config;
  return files.store === 's3' ? new S3FileStore(files.s3) : new LocalDiskFileStore(files.localDir);
}
