import { sessionOnlyRequest } from '../account';
import {
  cloudDiskAttachRequest,
  cloudDiskCreateQuoteRequest,
  cloudDiskCreateRequest,
  cloudDiskExpandRequest,
  cloudDiskIdRequest,
  cloudDiskListResponse,
  cloudDiskResponse,
  sftpBuyRequest,
  sftpBuyResponse,
  sftpInfoResponse,
  sftpPasswordResponse,
  storageQuoteResponse,
} from '../disks';
import { endpoint } from '../endpoint';

const tag = 'storage';
const access = 'session';

/** Cloud disks and file storage (/console/cloudDisk): every account its own, charged by the China day. */
export const disksEndpoints = {
  list: endpoint({
    method: 'POST',
    path: '/api/cloud_disk/list',
    access,
    tag,
    summary:
      "The caller's cloud disks (a main account's include its sub-accounts'), the regions to make one in and the stopped instances to attach to",
    request: sessionOnlyRequest,
    response: cloudDiskListResponse,
  }),
  createQuote: endpoint({
    method: 'POST',
    path: '/api/cloud_disk/create_query_price',
    access,
    tag,
    summary: 'What a new cloud disk costs per day, and now (its first day)',
    request: cloudDiskCreateQuoteRequest,
    response: storageQuoteResponse,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/cloud_disk/create',
    access,
    tag,
    summary:
      'Make a cloud disk in a region: its first day is charged now, then each China day by the daily tick until it is deleted',
    request: cloudDiskCreateRequest,
    response: cloudDiskResponse,
  }),
  attach: endpoint({
    method: 'POST',
    path: '/api/cloud_disk/attach',
    access,
    tag,
    summary:
      'Attach a ready, detached cloud disk to a stopped instance of its region (at most 5 disks an instance)',
    request: cloudDiskAttachRequest,
    response: cloudDiskResponse,
  }),
  detach: endpoint({
    method: 'POST',
    path: '/api/cloud_disk/detach',
    access,
    tag,
    summary: 'Detach a cloud disk from its instance, which must be stopped',
    request: cloudDiskIdRequest,
    response: cloudDiskResponse,
  }),
  expandQuote: endpoint({
    method: 'POST',
    path: '/api/cloud_disk/expand_query_price',
    access,
    tag,
    summary: "What a larger cloud disk costs per day, and now (today's difference)",
    request: cloudDiskExpandRequest,
    response: storageQuoteResponse,
  }),
  expand: endpoint({
    method: 'POST',
    path: '/api/cloud_disk/expand',
    access,
    tag,
    summary: "Grow a cloud disk (never shrink it); today's difference is charged now",
    request: cloudDiskExpandRequest,
    response: cloudDiskResponse,
  }),
  remove: endpoint({
    method: 'POST',
    path: '/api/cloud_disk/delete',
    access,
    tag,
    summary: 'Delete a detached cloud disk and its data; its charges stop from the next day',
    request: cloudDiskIdRequest,
    response: cloudDiskResponse,
  }),
  sftpInfo: endpoint({
    method: 'POST',
    path: '/api/get_sftp_size_info',
    access,
    tag,
    summary:
      "The caller's file storage: free tier, paid quota, daily price, SFTP address and username, and whether it is locked for arrears (never the password)",
    request: sessionOnlyRequest,
    response: sftpInfoResponse,
  }),
  sftpQuote: endpoint({
    method: 'POST',
    path: '/api/buy_sftp_size_query_price',
    access,
    tag,
    summary: "What a file storage quota costs per day, and now (today's difference)",
    request: sftpBuyRequest,
    response: storageQuoteResponse,
  }),
  buySftp: endpoint({
    method: 'POST',
    path: '/api/buy_sftp_size',
    access,
    tag,
    summary:
      'Set the paid file storage quota beyond the free tier (raise or lower); the first call makes the SFTP account and answers its password once',
    request: sftpBuyRequest,
    response: sftpBuyResponse,
  }),
  revealSftpPassword: endpoint({
    method: 'POST',
    path: '/api/sftp/reveal_password',
    access,
    tag,
    summary: 'Show the SFTP password to its owner',
    request: sessionOnlyRequest,
    response: sftpPasswordResponse,
  }),
  resetSftpPassword: endpoint({
    method: 'POST',
    path: '/api/sftp/reset_password',
    access,
    tag,
    summary: 'Give the SFTP account a new random password and show it',
    request: sessionOnlyRequest,
    response: sftpPasswordResponse,
  }),
};
