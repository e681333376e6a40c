import { describe, expect, it } from 'vitest';
import { createFileStore } from './create-file-store';
import { LocalDiskFileStore } from './local-disk-file-store';
import { S3FileStore } from './s3-file-store';

describe('createFileStore', () => {
  it('builds the store the configuration names', () => {
    expect(createFileStore({ files: { store: 'local', localDir: '/tmp/x' } })).toBeInstanceOf(
      LocalDiskFileStore,
    );
    const s3 = {
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'b',
      region: 'us-east-1',
      accessKeyId: 'a',
      secretAccessKey: 's',
    };
    expect(createFileStore({ files: { store: 's3', s3 } })).toBeInstanceOf(S3FileStore);
  });
});
