import { describe, expect, it } from 'vitest';
import { keyCommandOf } from './sshCommand';

describe('the ssh command with a key', () => {
  it('puts -i and the default private key after ssh', () => {
    expect(keyCommandOf('ssh -p 2222 gpu-7@10.0.0.5')).toBe(
      'ssh -i ~/.ssh/id_ed25519 -p 2222 gpu-7@10.0.0.5',
    );
    expect(keyCommandOf('ssh -p 22 a@b', '/tmp/key')).toBe('ssh -i /tmp/key -p 22 a@b');
  });
});
