import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { idField, sessionField, typedText } from './fields';

/** SSH public keys on an account (issue 40): what the gateway takes instead of a password. */
export const SSH_KEY_LIMITS = {
  /** Keys one account (a main account, or each sub-account) may hold. */
  perAccount: 20,
  nameMax: 40,
  /** An OpenSSH line of an RSA key of 16384 bits is about 2.8k characters. */
  publicKeyMax: 8_000,
  rsaMinBits: 2048,
} as const;

/** The key types the gateway accepts, as OpenSSH names them. */
export const SSH_KEY_TYPES = [
  'ssh-ed25519',
  'ecdsa-sha2-nistp256',
  'ecdsa-sha2-nistp384',
  'ecdsa-sha2-nistp521',
  'ssh-rsa',
] as const;
export type SshKeyType = (typeof SSH_KEY_TYPES)[number];

/**
 * What the server checks of a public key: no pattern can say which text is a key, so the rule is
 * in words, and `x-ssh-public-key` says so to a generated client.
 */
export const SSH_PUBLIC_KEY_RULE =
  'one public key in OpenSSH form, as in ~/.ssh/id_ed25519.pub: "ssh-ed25519 AAAA... comment". Accepted: ssh-ed25519, ecdsa-sha2-nistp256/384/521, ssh-rsa of at least 2048 bits; anything else (another type, a shorter RSA key, a private key, several keys, no key) is refused with 100021 naming public_key, a key already on the account with 1';

const publicKeyField = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(SSH_KEY_LIMITS.publicKeyMax, `must be at most ${SSH_KEY_LIMITS.publicKeyMax} characters`)
  .meta({ description: SSH_PUBLIC_KEY_RULE, 'x-ssh-public-key': true });

export const sshKeyNameField = typedText(SSH_KEY_LIMITS.nameMax).describe('a name to tell the key by');

export const sshKeyAddFields = { name: sshKeyNameField, public_key: publicKeyField };
export const sshKeyAddRequest = z.object({ session: sessionField, ...sshKeyAddFields });
export const sshKeyIdRequest = z.object({ session: sessionField, key_id: idField.describe('KeyId') });
export const sshKeyRenameRequest = sshKeyIdRequest.extend({ name: sshKeyNameField });

export const sshKeyRow = z.object({
  KeyId: z.number().int(),
  Name: z.string(),
  Type: z.enum(SSH_KEY_TYPES),
  Fingerprint: z.string().describe('SHA256 fingerprint as ssh-keygen -l prints it: SHA256:...'),
  PublicKey: z.string().describe('the key in OpenSSH form, without its comment'),
  Comment: z.string().describe('the comment the key came with (often user@host); may be empty'),
  CreateAt: z.string(),
  LastUsedAt: z.string().nullable().describe('the latest SSH login made with the key'),
});
export type SshKeyRow = z.infer<typeof sshKeyRow>;

export const sshKeyListData = z.object({
  list: z.array(sshKeyRow),
  max: z.number().int().describe('keys an account may hold'),
});
export const sshKeyListResponse = envelopeSchema(sshKeyListData);
export const sshKeyResponse = envelopeSchema(z.object({ key: sshKeyRow }));

/** The public API's forms of the same: a key by its id in the path, a new key in the body. */
export const publicSshKeyPath = z.object({ id: idField.describe('the key id (KeyId)') });
export const publicSshKeyAddRequest = z.object(sshKeyAddFields);
