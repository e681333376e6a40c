import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PersonalDataVault } from './personal-data';

const [oldKey, newKey] = [randomBytes(32), randomBytes(32)];

describe('PersonalDataVault', () => {
  it('seals texts and files so that only its keys open them, and never the same way twice', () => {
    const vault = new PersonalDataVault(newKey);
    const sealed = vault.seal('110101199001011234');
    expect(sealed).not.toContain('1101');
    expect(vault.seal('110101199001011234')).not.toBe(sealed);
    expect(vault.open(sealed)).toBe('110101199001011234');
    const file = Buffer.from('%PDF-1.7 letter');
    const sealedFile = vault.sealBytes(file);
    expect(sealedFile.includes(Buffer.from('%PDF'))).toBe(false);
    expect(vault.openBytes(sealedFile).equals(file)).toBe(true);
    expect(() => new PersonalDataVault(oldKey).open(sealed)).toThrow(/unknown key/);
    const altered = Buffer.from(sealedFile);
    altered[altered.length - 1] = (altered[altered.length - 1] ?? 0) ^ 1;
    expect(() => vault.openBytes(altered)).toThrow(/unknown key/);
  });

  it('after a rotation opens what the old key sealed, seals under the new one, and says what to seal again', () => {
    const before = new PersonalDataVault(oldKey);
    const oldText = before.seal('secret');
    const oldFile = before.sealBytes(Buffer.from('png'));
    const after = new PersonalDataVault(newKey, [oldKey]);
    expect(after.open(oldText)).toBe('secret');
    expect(after.isCurrent(oldText)).toBe(false);
    expect(after.isCurrent(after.seal('secret'))).toBe(true);
    const again = after.sealBytesAgain(oldFile);
    expect(again && new PersonalDataVault(newKey).openBytes(again).toString()).toBe('png');
    expect(after.sealBytesAgain(again ?? Buffer.alloc(0))).toBeNull();
  });

  it('digests equal numbers equally under one key, and differently per purpose and key', () => {
    const vault = new PersonalDataVault(newKey);
    expect(vault.index('resident-id', 'X')).toBe(vault.index('resident-id', 'X'));
    expect(vault.index('resident-id', 'X')).not.toBe(vault.index('credit-code', 'X'));
    expect(new PersonalDataVault(oldKey).index('resident-id', 'X')).not.toBe(vault.index('resident-id', 'X'));
  });
});
