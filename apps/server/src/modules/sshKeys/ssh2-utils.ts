import { createRequire } from 'node:module';

/** ssh2 is CommonJS and Node's ESM loader does not see `utils`: it is loaded through require. */
const ssh2 = createRequire(import.meta.url)('ssh2') as typeof import('ssh2');

export const sshUtils = ssh2.utils;
