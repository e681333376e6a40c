import { z } from 'zod';
import {
  accessKeyCreateRequest,
  accessKeyEnableRequest,
  accessKeyIdRequest,
  accessKeyListResponse,
  accessKeyResponse,
  accessKeyRotateRequest,
  accessKeySecretResponse,
  opsAccessKeysResponse,
  opsDisableAccessKeyRequest,
  opsDisableAccessKeyResponse,
  subAccountKeyEnableRequest,
  subAccountKeyResponse,
  subAccountKeysResponse,
} from '../access-keys';
import { sessionOnlyRequest } from '../account';
import { endpoint } from '../endpoint';
import { emptyData, envelopeSchema } from '../envelope';
import { instanceLogResponse, instancePageResponse, renewResponse } from '../instance-actions';
import { rentalQuoteResponse } from '../instances';
import { balanceChangeListResponse } from '../ledger';
import { instanceMetricsResponse, METRICS_RULE, publicInstanceMetricsQuery } from '../monitoring';
import { opsUserRequest } from '../ops-users';
import { orderListResponse } from '../orders';
import {
  publicBalanceResponse,
  publicCreateHeaders,
  publicEmptyRequest,
  publicInstanceListQuery,
  publicInstanceLogQuery,
  publicInstancePath,
  publicInstanceResponse,
  publicInstanceStatusResponse,
  publicKeyUsageResponse,
  publicLedgerQuery,
  publicOfferPath,
  publicOffersQuery,
  publicOrdersQuery,
  publicRenewRequest,
  publicRentalRequest,
  publicStartRequest,
} from '../public-api';
import { publicSshKeyAddRequest, publicSshKeyPath, sshKeyListResponse, sshKeyResponse } from '../ssh-keys';
import { gpuSelectorDetailResponse, instanceSpecificationsResponse } from '../store';
import { MONEY_CALL_RULE, publicInstanceActionEndpoints } from './open-api-instance-actions';
import { publicStorageEndpoints } from './open-api-storage';

const tag = 'open API';

/** The console's access-key page (/console/openapi/accessKey): every account its own keys. */
export const accessKeyEndpoints = {
  list: endpoint({
    method: 'POST',
    path: '/api/access_key/list',
    access: 'session',
    tag,
    summary: "The caller's open-API access keys, newest first (never their secrets)",
    request: sessionOnlyRequest,
    response: accessKeyListResponse,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/access_key/create',
    access: 'session',
    stepUp: true,
    tag,
    summary: 'Make an access key (at most 10 an account); the answer holds its secret, shown this once',
    request: accessKeyCreateRequest,
    response: accessKeySecretResponse,
  }),
  setEnabled: endpoint({
    method: 'POST',
    path: '/api/access_key/set_enabled',
    access: 'session',
    tag,
    summary: 'Disable or enable one of the caller’s access keys',
    request: accessKeyEnableRequest,
    response: accessKeyResponse,
  }),
  rotate: endpoint({
    method: 'POST',
    path: '/api/access_key/rotate',
    access: 'session',
    stepUp: true,
    tag,
    summary: 'Give a key a new secret (shown this once); the old one keeps working for the grace hours',
    request: accessKeyRotateRequest,
    response: accessKeySecretResponse,
  }),
  remove: endpoint({
    method: 'POST',
    path: '/api/access_key/delete',
    access: 'session',
    tag,
    summary: 'Delete an access key: its requests are refused from now on',
    request: accessKeyIdRequest,
    response: envelopeSchema(emptyData),
  }),
  subAccountList: endpoint({
    method: 'POST',
    path: '/api/access_key/sub_account_list',
    access: 'main',
    tag,
    summary: "A main account's view of its sub-accounts' access keys, newest first (never their secrets)",
    request: sessionOnlyRequest,
    response: subAccountKeysResponse,
  }),
  subAccountSetEnabled: endpoint({
    method: 'POST',
    path: '/api/access_key/sub_account_set_enabled',
    access: 'main',
    tag,
    summary: "Disable (or enable again) one of the caller's sub-accounts' access keys",
    request: subAccountKeyEnableRequest,
    response: subAccountKeyResponse,
  }),
};

const opsTag = 'Operator console: customers';

/**
 * Support's view of a customer's access keys (a leaked key reported in a ticket): finance reads
 * them too; only support (or admin) switches one off, with a reason in the audit trail.
 */
export const opsAccessKeyEndpoints = {
  list: endpoint({
    method: 'POST',
    path: '/api/ops/get_user_access_keys',
    access: 'staff',
    staffRoles: ['support', 'finance'],
    tag: opsTag,
    summary: "An account's open-API access keys, its sub-accounts' included (never their secrets)",
    request: opsUserRequest,
    response: opsAccessKeysResponse,
  }),
  disable: endpoint({
    method: 'POST',
    path: '/api/ops/disable_user_access_key',
    access: 'staff',
    staffRoles: ['support'],
    tag: opsTag,
    summary: "Disable a customer's access key (its requests are refused at once); the owner is told why",
    request: opsDisableAccessKeyRequest,
    response: opsDisableAccessKeyResponse,
  }),
};

const v1 = '/openapi/v1';
const key = 'key' as const;
const v1Tag = 'public API v1';

/**
 * The public API: signed requests (X-Access-Key, X-Timestamp, X-Nonce, X-Signature), each through
 * the same services and money owner as the console's endpoint of the same name.
 */
export const publicApiEndpoints = {
  document: endpoint({
    method: 'GET',
    path: `${v1}/openapi.json`,
    access: 'public',
    tag: v1Tag,
    summary: 'This OpenAPI document',
    hidden: true,
    response: z.record(z.string(), z.unknown()),
  }),
  usage: endpoint({
    method: 'GET',
    path: `${v1}/key`,
    access: key,
    tag: v1Tag,
    summary: 'The calling key: its scopes, monthly spend cap, what it spent this month and its rate limit',
    response: publicKeyUsageResponse,
  }),
  offers: endpoint({
    method: 'GET',
    path: `${v1}/offers`,
    access: key,
    scope: 'read',
    tag: v1Tag,
    summary: 'GPU offers: hosts with free GPUs and list prices per GPU hour, filtered and sorted',
    request: publicOffersQuery,
    response: gpuSelectorDetailResponse,
  }),
  offer: endpoint({
    method: 'GET',
    path: `${v1}/offers/:id`,
    access: key,
    scope: 'read',
    tag: v1Tag,
    summary: "One offer's order form: GPU counts with CPU and memory, and the images the host runs",
    params: publicOfferPath,
    response: instanceSpecificationsResponse,
  }),
  quote: endpoint({
    method: 'POST',
    path: `${v1}/quote`,
    access: key,
    scope: 'read',
    tag: v1Tag,
    summary: 'Price a rental exactly as the order would charge it, without taking money',
    request: publicRentalRequest,
    response: rentalQuoteResponse,
  }),
  create: endpoint({
    method: 'POST',
    path: `${v1}/instances`,
    access: key,
    scope: 'instances',
    tag: v1Tag,
    summary: 'Rent an instance: charge, hold the GPUs and create the machine',
    description:
      'With an Idempotency-Key header, a repeat of the same key and body answers the instance the first call made (no second order); the same key with another body is refused. The key counts toward its monthly spend cap.',
    request: publicRentalRequest,
    headers: publicCreateHeaders,
    response: publicInstanceResponse,
  }),
  instances: endpoint({
    method: 'GET',
    path: `${v1}/instances`,
    access: key,
    scope: 'read',
    tag: v1Tag,
    summary: "The account's instances (a main account's include its sub-accounts'), newest first",
    request: publicInstanceListQuery,
    response: instancePageResponse,
  }),
  instance: endpoint({
    method: 'GET',
    path: `${v1}/instances/:id`,
    access: key,
    scope: 'read',
    tag: v1Tag,
    summary: 'One instance: its state, and SSH and VNC details while it runs',
    params: publicInstancePath,
    response: publicInstanceResponse,
  }),
  metrics: endpoint({
    method: 'GET',
    path: `${v1}/instances/:id/metrics`,
    access: key,
    scope: 'read',
    tag: v1Tag,
    summary: "One instance's CPU, memory, disk, network and GPU figures over the last hour, day or week",
    description: METRICS_RULE,
    params: publicInstancePath,
    request: publicInstanceMetricsQuery,
    response: instanceMetricsResponse,
  }),
  logs: endpoint({
    method: 'GET',
    path: `${v1}/instances/:id/logs`,
    access: key,
    scope: 'read',
    tag: v1Tag,
    summary: 'What happened to an instance, newest first (the console’s instance log), a page at a time',
    params: publicInstancePath,
    request: publicInstanceLogQuery,
    response: instanceLogResponse,
  }),
  start: endpoint({
    method: 'POST',
    path: `${v1}/instances/:id/start`,
    access: key,
    scope: 'instances',
    tag: v1Tag,
    summary: 'Start a stopped instance (gpu_count: with fewer GPUs when its host lacks them)',
    params: publicInstancePath,
    request: publicStartRequest,
    response: publicInstanceStatusResponse,
  }),
  stop: endpoint({
    method: 'POST',
    path: `${v1}/instances/:id/stop`,
    access: key,
    scope: 'instances',
    tag: v1Tag,
    summary: 'Stop a running instance (pay-as-you-go gives its GPUs back to the host)',
    params: publicInstancePath,
    request: publicEmptyRequest,
    response: publicInstanceStatusResponse,
  }),
  restart: endpoint({
    method: 'POST',
    path: `${v1}/instances/:id/restart`,
    access: key,
    scope: 'instances',
    tag: v1Tag,
    summary: 'Restart a running instance',
    params: publicInstancePath,
    request: publicEmptyRequest,
    response: publicInstanceStatusResponse,
  }),
  release: endpoint({
    method: 'POST',
    path: `${v1}/instances/:id/release`,
    access: key,
    scope: 'instances',
    tag: v1Tag,
    summary: 'Release a stopped or expired instance and its disk now',
    params: publicInstancePath,
    request: publicEmptyRequest,
    response: publicInstanceStatusResponse,
  }),
  renew: endpoint({
    method: 'POST',
    path: `${v1}/instances/:id/renew`,
    access: key,
    scope: 'instances',
    tag: v1Tag,
    summary: 'Renew a prepaid instance by a period (counts toward the key’s spend cap)',
    description: MONEY_CALL_RULE,
    params: publicInstancePath,
    request: publicRenewRequest,
    headers: publicCreateHeaders,
    response: renewResponse,
  }),
  ...publicInstanceActionEndpoints,
  ...publicStorageEndpoints,
  balance: endpoint({
    method: 'GET',
    path: `${v1}/balance`,
    access: key,
    scope: 'billing',
    tag: v1Tag,
    summary: 'Balance, compute vouchers and credit line of the account',
    response: publicBalanceResponse,
  }),
  orders: endpoint({
    method: 'GET',
    path: `${v1}/orders`,
    access: key,
    scope: 'billing',
    tag: v1Tag,
    summary: 'Top-up and purchase orders, newest first',
    request: publicOrdersQuery,
    response: orderListResponse,
  }),
  ledger: endpoint({
    method: 'GET',
    path: `${v1}/ledger`,
    access: key,
    scope: 'billing',
    tag: v1Tag,
    summary: 'The wallet ledger: every balance and voucher movement, newest first',
    request: publicLedgerQuery,
    response: balanceChangeListResponse,
  }),
  sshKeys: endpoint({
    method: 'GET',
    path: `${v1}/ssh_keys`,
    access: key,
    scope: 'read',
    tag: v1Tag,
    summary:
      "The SSH public keys of the key's account (a sub-account's key: that sub-account's), newest first",
    response: sshKeyListResponse,
  }),
  addSshKey: endpoint({
    method: 'POST',
    path: `${v1}/ssh_keys`,
    access: key,
    scope: 'instances',
    tag: v1Tag,
    summary: 'Add an SSH public key (ed25519, ECDSA or RSA of 2048 bits or more; at most 20 an account)',
    description:
      'The SSH gateway then takes the key for the instances the account may use. A key that is no public key, of another type, an RSA key under 2048 bits, a private key, or several keys at once is refused with 100021 naming public_key; a key already on the account, or a 21st, with 1.',
    request: publicSshKeyAddRequest,
    response: sshKeyResponse,
  }),
  deleteSshKey: endpoint({
    method: 'POST',
    path: `${v1}/ssh_keys/:id/delete`,
    access: key,
    scope: 'instances',
    tag: v1Tag,
    summary: 'Delete an SSH key of the account: the gateway refuses it from now on',
    params: publicSshKeyPath,
    request: publicEmptyRequest,
    response: envelopeSchema(emptyData),
  }),
};
