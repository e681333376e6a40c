/** English texts of passkeys: the security page's card and the login page's button. zh-CN has the same keys. */
export const passkeysEnUS = {
  title: 'Passkeys',
  description:
    'Sign in with your fingerprint, face or device PIN instead of a password. Each passkey stays on your device or in its password manager.',
  add: 'Add a passkey',
  listLabel: 'Your passkeys',
  empty: 'No passkeys yet.',
  name: 'Name',
  nameName: 'the passkey name',
  nameHint: 'To tell your passkeys apart, e.g. "Work laptop".',
  created: 'Added',
  lastUsed: 'Last used',
  never: 'Never',
  actions: 'Actions',
  rename: 'Rename',
  renameNamed: 'Rename passkey {{name}}',
  remove: 'Remove',
  removeNamed: 'Remove passkey {{name}}',
  cancel: 'Cancel',
  addDialog: {
    title: 'Add a passkey',
    submit: 'Continue',
    intro: 'Name the passkey, then follow your browser to create it.',
    done: 'Passkey "{{name}}" added.',
  },
  renameDialog: {
    title: 'Rename passkey',
    submit: 'Save',
    done: 'Passkey renamed to "{{name}}".',
  },
  removeDialog: {
    title: 'Remove passkey {{name}}?',
    text: 'It will no longer sign you in. Remove it from your device or password manager too.',
    done: 'Passkey "{{name}}" removed.',
  },
  cancelled: 'The browser did not finish the passkey: nothing was changed.',
  unsupported: 'This browser cannot use passkeys.',
  login: {
    button: 'Sign in with a passkey',
    cancelled: 'Signing in with a passkey was cancelled.',
  },
};
