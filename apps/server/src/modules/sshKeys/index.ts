/**
 * SSH public keys of an account (issue 40): the account centre's page, the open API's, and the
 * SSH gateway's key check.
 * This file is the module's one door: other modules, the app, the jobs and the seed import only what it exports.
 */
export { keyOpeningInstance, type OfferedKey, recordKeyUse } from './ssh-key-login.service';
export { sshFingerprint } from './ssh-key-parse';
export { sshKeysRoutes } from './ssh-keys.routes';
export { addSshKey, countSshKeys, listSshKeys, removeSshKey } from './ssh-keys.service';
