import { EventEmitter } from 'node:events';
import type { SFTPWrapper } from 'ssh2';
import { describe, expect, it } from 'vitest';
import type { MachineFiles } from '../../providers/compute/machine-shell';
import { captureLog } from '../../testing/captured-log';
import { machinePath, serveSftp } from './sftp-session';

describe('the SFTP subsystem', () => {
  it('listens for every request before it returns (ssh2 answers an unheard one as unsupported)', () => {
    const channel = new EventEmitter();
    const files = {} as MachineFiles;
    serveSftp(channel as unknown as SFTPWrapper, files, { maxFileBytes: 1024, log: captureLog().log });
    for (const request of ['OPEN', 'READ', 'WRITE', 'CLOSE', 'FSTAT', 'STAT', 'LSTAT', 'OPENDIR', 'READDIR'])
      expect(channel.listenerCount(request), request).toBe(1);
    for (const request of ['MKDIR', 'RMDIR', 'REMOVE', 'RENAME', 'REALPATH', 'SETSTAT', 'FSETSTAT'])
      expect(channel.listenerCount(request), request).toBe(1);
    channel.emit('close');
  });

  it('resolves paths inside the machine, relative ones from root’s home', () => {
    expect(machinePath('')).toBe('/root');
    expect(machinePath('.')).toBe('/root');
    expect(machinePath('data/file')).toBe('/root/data/file');
    expect(machinePath('/root/../../etc/passwd')).toBe('/etc/passwd');
    expect(machinePath('../../..')).toBe('/');
  });
});
