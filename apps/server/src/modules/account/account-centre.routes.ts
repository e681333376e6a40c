import {
  accountSettingsResponse,
  addSubAccountRequest,
  changeNoticeEmailRequest,
  changeNoticeEmailResponse,
  changeNoticeSettingRequest,
  emptyData,
  envelopeSchema,
  modifyAccountPasswordRequest,
  modifyAccountPasswordResponse,
  modifyNotifyPhoneRequest,
  modifyUserNameRequest,
  noteSubAccountRequest,
  resetSubAccountPasswordRequest,
  sessionOnlyRequest,
  subAccountContainerRequest,
  subAccountContainerResponse,
  subAccountIdRequest,
  subAccountListResponse,
  subAccountMoneyLimitRequest,
  subAccountResponse,
  unregisterCheckResponse,
  unregisterRequest,
} from '@gpucloud/contracts';
import { z } from 'zod';
import { ok } from '../../core/envelope';
import { authOf } from '../../core/http/access';
import type { RoutesPlugin } from '../../core/http/route-types';
import {
  changeNoticeEmail,
  changeNoticeSettings,
  getAccountSettings,
  modifyNotifyPhone,
  modifyPassword,
  modifyUserName,
} from './security.service';
import {
  addSubAccount,
  deleteSubAccount,
  getSubAccounts,
  noteSubAccount,
  resetSubAccountPassword,
  setSubAccountMoneyLimit,
  subAccountContainers,
} from './sub-accounts.service';
import { unregister, unregisterCheck } from './unregister.service';

const tags = ['account'];
const main = { access: 'main' } as const;
const acknowledged = { 200: envelopeSchema(emptyData) };

/** The account centre (SPEC §2 safe, accountInfo, subAccountInstance; §6 sub-account rules). */
export const accountCentreRoutes: RoutesPlugin = async (app, { deps }) => {
  app.post(
    '/modify_user_name',
    {
      config: main,
      schema: {
        tags,
        summary: "Set the main account's display name",
        body: modifyUserNameRequest,
        response: acknowledged,
      },
    },
    async (request) => {
      await modifyUserName(deps, authOf(request), request.body.name);
      return ok({});
    },
  );

  app.post(
    '/get_account_settings',
    {
      config: main,
      schema: {
        tags,
        summary: 'Notification phone, notice email and which events reach the person how',
        body: sessionOnlyRequest,
        response: { 200: accountSettingsResponse },
      },
    },
    async (request) => ok(await getAccountSettings(deps, authOf(request))),
  );

  app.post(
    '/modify_passwd_new',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary:
          'Change the login password (old password, or an SMS code for main accounts); other sessions end',
        body: modifyAccountPasswordRequest,
        response: { 200: modifyAccountPasswordResponse },
      },
    },
    async (request) => ok(await modifyPassword(deps, authOf(request), request.body)),
  );

  app.post(
    '/modify_notify_phone',
    {
      config: main,
      schema: {
        tags,
        summary: 'Set the phone notifications go to, proven by a code sent to it',
        body: modifyNotifyPhoneRequest,
        response: acknowledged,
      },
    },
    async (request) => {
      await modifyNotifyPhone(deps, authOf(request), request.body);
      return ok({});
    },
  );

  app.post(
    '/change_notice_email',
    {
      config: main,
      schema: {
        tags,
        summary: 'Set the notice email in two steps: send a code, then confirm it',
        body: changeNoticeEmailRequest,
        response: { 200: changeNoticeEmailResponse },
      },
    },
    async (request) => ok(await changeNoticeEmail(deps, authOf(request), request.body)),
  );

  app.post(
    '/change_notice_setting',
    {
      config: main,
      schema: {
        tags,
        summary: 'Which events reach the person by SMS, email or in-app',
        body: changeNoticeSettingRequest,
        response: acknowledged,
      },
    },
    async (request) => {
      await changeNoticeSettings(deps, authOf(request), request.body.settings);
      return ok({});
    },
  );

  app.post(
    '/get_user_sub_accounts',
    {
      config: main,
      schema: {
        tags,
        summary: "The main account's sub-accounts",
        body: sessionOnlyRequest,
        response: { 200: subAccountListResponse },
      },
    },
    async (request) => ok(await getSubAccounts(deps, authOf(request))),
  );

  app.post(
    '/add_user_sub_account',
    {
      config: main,
      schema: {
        tags,
        summary: 'Create a sub-account with a spending limit',
        body: addSubAccountRequest,
        response: { 200: subAccountResponse },
      },
    },
    async (request) => ok(await addSubAccount(deps, authOf(request), request.body)),
  );

  app.post(
    '/delete_user_sub_account',
    {
      config: main,
      schema: {
        tags,
        summary: 'Delete a sub-account: its sessions end at once',
        body: subAccountIdRequest,
        response: { 200: envelopeSchema(z.object({ RevokedSessions: z.number().int() })) },
      },
    },
    async (request) => ok(await deleteSubAccount(deps, authOf(request), request.body.sub_account_id)),
  );

  app.post(
    '/note_user_sub_account',
    {
      config: main,
      schema: {
        tags,
        summary: 'Set the note of a sub-account',
        body: noteSubAccountRequest,
        response: { 200: subAccountResponse },
      },
    },
    async (request) =>
      ok(await noteSubAccount(deps, authOf(request), request.body.sub_account_id, request.body.note)),
  );

  app.post(
    '/reset_user_sub_account_password',
    {
      config: main,
      schema: {
        tags,
        summary: "Set a sub-account's password: its sessions end",
        body: resetSubAccountPasswordRequest,
        response: { 200: subAccountResponse },
      },
    },
    async (request) =>
      ok(
        await resetSubAccountPassword(
          deps,
          authOf(request),
          request.body.sub_account_id,
          request.body.password,
        ),
      ),
  );

  app.post(
    '/modify_sub_account_money_limit',
    {
      config: main,
      schema: {
        tags,
        summary: "Set a sub-account's spending limit",
        body: subAccountMoneyLimitRequest,
        response: { 200: subAccountResponse },
      },
    },
    async (request) =>
      ok(
        await setSubAccountMoneyLimit(
          deps,
          authOf(request),
          request.body.sub_account_id,
          request.body.money_limit,
        ),
      ),
  );

  app.post(
    '/get_user_sub_account_container',
    {
      config: main,
      schema: {
        tags,
        summary: "Instances of the main account's sub-accounts (all, or one's)",
        body: subAccountContainerRequest,
        response: { 200: subAccountContainerResponse },
      },
    },
    async (request) => ok(await subAccountContainers(deps, authOf(request), request.body)),
  );

  app.post(
    '/get_sub_account_container',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: "A sub-account's own instances (for a main account: its sub-accounts')",
        body: subAccountContainerRequest.omit({ sub_account_id: true }),
        response: { 200: subAccountContainerResponse },
      },
    },
    async (request) => ok(await subAccountContainers(deps, authOf(request), request.body)),
  );

  app.post(
    '/unregister_check',
    {
      config: main,
      schema: {
        tags,
        summary: 'What must be settled before the account can close',
        body: sessionOnlyRequest,
        response: { 200: unregisterCheckResponse },
      },
    },
    async (request) => ok(await unregisterCheck(deps, authOf(request))),
  );

  app.post(
    '/unregister',
    {
      config: main,
      schema: {
        tags,
        summary: 'Close the account (SMS code, agreement accepted); money records are kept',
        body: unregisterRequest,
        response: acknowledged,
      },
    },
    async (request) => {
      await unregister(deps, authOf(request), request.body.verify_code);
      return ok({});
    },
  );
};
