// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.

export { attach } from './disks/attach';
export { buySftp } from './disks/buySftp';
export { create } from './disks/create';
export { createQuote } from './disks/createQuote';
export { detach } from './disks/detach';
export { expand } from './disks/expand';
export { expandQuote } from './disks/expandQuote';
export { list } from './disks/list';
export { remove } from './disks/remove';
export { resetSftpPassword } from './disks/resetSftpPassword';
export { revealSftpPassword } from './disks/revealSftpPassword';
export { sftpInfo } from './disks/sftpInfo';
export { sftpQuote } from './disks/sftpQuote';
