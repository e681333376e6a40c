import { sessionOnlyRequest } from '../account';
import { endpoint } from '../endpoint';
import { emptyData, envelopeSchema } from '../envelope';
import {
  sshKeyAddRequest,
  sshKeyIdRequest,
  sshKeyListResponse,
  sshKeyRenameRequest,
  sshKeyResponse,
} from '../ssh-keys';

const tag = 'SSH keys';

/**
 * The account centre's SSH keys (issue 40): every account, main or sub-account, its own keys, which
 * the SSH gateway takes for the instances that account may use.
 */
export const sshKeysEndpoints = {
  list: endpoint({
    method: 'POST',
    path: '/api/ssh_key/list',
    access: 'session',
    tag,
    summary: "The caller's SSH public keys, newest first",
    request: sessionOnlyRequest,
    response: sshKeyListResponse,
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/ssh_key/add',
    access: 'session',
    tag,
    summary: 'Add an SSH public key (ed25519, ECDSA or RSA of 2048 bits or more; at most 20 an account)',
    description:
      'A key that is no public key, of another type, an RSA key under 2048 bits, a private key, or several keys at once is refused with 100021 naming public_key; a key already on the account, or a 21st, with 1.',
    request: sshKeyAddRequest,
    response: sshKeyResponse,
  }),
  rename: endpoint({
    method: 'POST',
    path: '/api/ssh_key/rename',
    access: 'session',
    tag,
    summary: 'Rename one of the caller’s SSH keys',
    request: sshKeyRenameRequest,
    response: sshKeyResponse,
  }),
  remove: endpoint({
    method: 'POST',
    path: '/api/ssh_key/delete',
    access: 'session',
    tag,
    summary: 'Delete one of the caller’s SSH keys: the gateway refuses it from now on',
    request: sshKeyIdRequest,
    response: envelopeSchema(emptyData),
  }),
};
