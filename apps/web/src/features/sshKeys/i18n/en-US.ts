/** English texts of the SSH keys page (/console/sshKeys). zh-CN has the same keys. */
export const sshKeysEnUS = {
  intro:
    'Log in to your instances over SSH with a key instead of a password: add the public key here, then connect with ssh -i and the private key.',
  cancel: 'Cancel',
  retry: 'Retry',
  never: 'Never',
  toolbar: {
    add: 'Add SSH key',
    count: '{{count}} of {{max}} keys',
    full: 'You hold {{max}} keys, the most an account may have. Delete one to add another.',
  },
  table: {
    label: 'SSH keys',
    loadFailed: 'Your SSH keys could not be loaded.',
    columns: {
      name: 'Name',
      type: 'Type',
      fingerprint: 'Fingerprint',
      added: 'Added',
      lastUsed: 'Last used',
      actions: 'Actions',
    },
    delete: 'Delete {{name}}',
  },
  empty: {
    title: 'No SSH keys yet',
    body: 'Make a key on your own computer (it stays there), then add the public key, the .pub file:',
    show: 'Show the public key with:',
  },
  addDialog: {
    title: 'Add SSH key',
    name: 'Name',
    nameName: 'the name',
    nameHint: 'To tell the key by, e.g. the computer it is on.',
    publicKey: 'Public key',
    publicKeyHint:
      'One line of a .pub file: ed25519, ECDSA or RSA of 2048 bits or more. Never the private key.',
    publicKeyRequired: 'Paste the public key.',
    submit: 'Add key',
    done: 'Key {{name}} added.',
  },
  deleteDialog: {
    title: 'Delete SSH key {{name}}?',
    body: 'Logins with the key {{fingerprint}} will be refused from now on.',
    confirm: 'Delete',
    done: 'Key {{name}} deleted.',
  },
};
