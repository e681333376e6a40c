import { createRequire } from 'node:module';

/**
 * ssh2 is CommonJS, and Node's ESM loader sees only some of its exports (Client, not Server or
 * utils): the module is loaded through require, with its own types.
 */
const ssh2 = createRequire(import.meta.url)('ssh2') as typeof import('ssh2');

export const { Client, Server, utils } = ssh2;
