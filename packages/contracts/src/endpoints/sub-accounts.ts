import { sessionOnlyRequest } from '../account';
import {
  addSubAccountRequest,
  deleteSubAccountResponse,
  noteSubAccountRequest,
  resetSubAccountPasswordRequest,
  subAccountContainerRequest,
  subAccountContainerResponse,
  subAccountIdRequest,
  subAccountListResponse,
  subAccountMoneyLimitRequest,
  subAccountResponse,
} from '../account-centre';
import { endpoint } from '../endpoint';

const tag = 'account';

/** A main account's sub-accounts and their instances (SPEC §2 subAccountInstance, §6). */
export const subAccountEndpoints = {
  subAccounts: endpoint({
    method: 'POST',
    path: '/api/get_user_sub_accounts',
    access: 'main',
    tag,
    summary: "The main account's sub-accounts",
    request: sessionOnlyRequest,
    response: subAccountListResponse,
  }),
  addSubAccount: endpoint({
    method: 'POST',
    path: '/api/add_user_sub_account',
    access: 'main',
    tag,
    summary: 'Create a sub-account with a spending limit',
    request: addSubAccountRequest,
    response: subAccountResponse,
  }),
  deleteSubAccount: endpoint({
    method: 'POST',
    path: '/api/delete_user_sub_account',
    access: 'main',
    tag,
    summary: 'Delete a sub-account: its sessions end at once',
    request: subAccountIdRequest,
    response: deleteSubAccountResponse,
  }),
  noteSubAccount: endpoint({
    method: 'POST',
    path: '/api/note_user_sub_account',
    access: 'main',
    tag,
    summary: 'Set the note of a sub-account',
    request: noteSubAccountRequest,
    response: subAccountResponse,
  }),
  resetSubAccountPassword: endpoint({
    method: 'POST',
    path: '/api/reset_user_sub_account_password',
    access: 'main',
    tag,
    summary: "Set a sub-account's password: its sessions end",
    request: resetSubAccountPasswordRequest,
    response: subAccountResponse,
  }),
  subAccountMoneyLimit: endpoint({
    method: 'POST',
    path: '/api/modify_sub_account_money_limit',
    access: 'main',
    tag,
    summary: "Set a sub-account's spending limit",
    request: subAccountMoneyLimitRequest,
    response: subAccountResponse,
  }),
  subAccountInstances: endpoint({
    method: 'POST',
    path: '/api/get_user_sub_account_container',
    access: 'main',
    tag,
    summary: "Instances of the main account's sub-accounts (all, or one's)",
    request: subAccountContainerRequest,
    response: subAccountContainerResponse,
  }),
  ownSubAccountInstances: endpoint({
    method: 'POST',
    path: '/api/get_sub_account_container',
    access: 'session',
    tag,
    summary: "A sub-account's own instances (for a main account: its sub-accounts')",
    request: subAccountContainerRequest.omit({ sub_account_id: true }),
    response: subAccountContainerResponse,
  }),
};
