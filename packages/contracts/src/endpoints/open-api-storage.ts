import {
  cloudDiskListResponse,
  cloudDiskResponse,
  sftpBuyResponse,
  sftpInfoResponse,
  sftpPasswordResponse,
  storageQuoteResponse,
} from '../disks';
import { endpoint } from '../endpoint';
import { publicEmptyRequest } from '../public-api';
import {
  publicDiskAttachRequest,
  publicDiskCreateQuoteRequest,
  publicDiskCreateRequest,
  publicDiskExpandRequest,
  publicDiskPath,
  publicFileStorageRequest,
  publicMoneyHeaders,
} from '../public-api-actions';
import { MONEY_CALL_RULE } from './open-api-instance-actions';

const v1 = '/openapi/v1';
const key = 'key' as const;
const tag = 'public API v1';
const params = publicDiskPath;

/** Cloud disks and file storage through the public API: the console's own services (issue 45). */
export const publicStorageEndpoints = {
  disks: endpoint({
    method: 'GET',
    path: `${v1}/disks`,
    access: key,
    scope: 'read',
    tag,
    summary:
      "The account's cloud disks (a main account's include its sub-accounts'), the regions to make one in and the stopped instances to attach to",
    response: cloudDiskListResponse,
  }),
  diskQuote: endpoint({
    method: 'POST',
    path: `${v1}/disks/quote`,
    access: key,
    scope: 'read',
    tag,
    summary: 'What a new cloud disk costs per day, and now (its first day)',
    request: publicDiskCreateQuoteRequest,
    response: storageQuoteResponse,
  }),
  createDisk: endpoint({
    method: 'POST',
    path: `${v1}/disks`,
    access: key,
    scope: 'instances',
    tag,
    summary:
      'Make a cloud disk in a region: its first day is charged now, then each China day until it is deleted',
    description: MONEY_CALL_RULE,
    request: publicDiskCreateRequest,
    headers: publicMoneyHeaders,
    response: cloudDiskResponse,
  }),
  attachDisk: endpoint({
    method: 'POST',
    path: `${v1}/disks/:id/attach`,
    access: key,
    scope: 'instances',
    tag,
    summary:
      'Attach a ready, detached cloud disk to a stopped instance of its region (at most 5 an instance)',
    params,
    request: publicDiskAttachRequest,
    response: cloudDiskResponse,
  }),
  detachDisk: endpoint({
    method: 'POST',
    path: `${v1}/disks/:id/detach`,
    access: key,
    scope: 'instances',
    tag,
    summary: 'Detach a cloud disk from its instance, which must be stopped',
    params,
    request: publicEmptyRequest,
    response: cloudDiskResponse,
  }),
  expandDiskQuote: endpoint({
    method: 'POST',
    path: `${v1}/disks/:id/expand/quote`,
    access: key,
    scope: 'read',
    tag,
    summary: "What a larger cloud disk costs per day, and now (today's difference)",
    params,
    request: publicDiskExpandRequest,
    response: storageQuoteResponse,
  }),
  expandDisk: endpoint({
    method: 'POST',
    path: `${v1}/disks/:id/expand`,
    access: key,
    scope: 'instances',
    tag,
    summary: "Grow a cloud disk (never shrink it); today's difference is charged now",
    description: MONEY_CALL_RULE,
    params,
    request: publicDiskExpandRequest,
    headers: publicMoneyHeaders,
    response: cloudDiskResponse,
  }),
  deleteDisk: endpoint({
    method: 'POST',
    path: `${v1}/disks/:id/delete`,
    access: key,
    scope: 'instances',
    tag,
    summary: 'Delete a detached cloud disk and its data; its charges stop from the next day',
    params,
    request: publicEmptyRequest,
    response: cloudDiskResponse,
  }),
  fileStorage: endpoint({
    method: 'GET',
    path: `${v1}/file-storage`,
    access: key,
    scope: 'read',
    tag,
    summary:
      "The account's file storage: free tier, paid quota, daily price, SFTP address and username (never the password)",
    response: sftpInfoResponse,
  }),
  fileStorageQuote: endpoint({
    method: 'POST',
    path: `${v1}/file-storage/quote`,
    access: key,
    scope: 'read',
    tag,
    summary: "What a file storage quota costs per day, and now (today's difference)",
    request: publicFileStorageRequest,
    response: storageQuoteResponse,
  }),
  setFileStorage: endpoint({
    method: 'POST',
    path: `${v1}/file-storage`,
    access: key,
    scope: 'instances',
    tag,
    summary:
      'Set the paid file storage quota beyond the free tier (raise or lower); the first call makes the SFTP account and answers its password once',
    description: MONEY_CALL_RULE,
    request: publicFileStorageRequest,
    headers: publicMoneyHeaders,
    response: sftpBuyResponse,
  }),
  resetFileStoragePassword: endpoint({
    method: 'POST',
    path: `${v1}/file-storage/password/reset`,
    access: key,
    scope: 'instances',
    tag,
    summary: 'Give the SFTP account a new random password and answer it',
    request: publicEmptyRequest,
    response: sftpPasswordResponse,
  }),
};
