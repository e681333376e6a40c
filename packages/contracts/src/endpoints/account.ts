import { getUserInfoResponse, getUserVipInfoResponse, sessionOnlyRequest } from '../account';
import {
  accountSettingsResponse,
  changeNoticeEmailRequest,
  changeNoticeEmailResponse,
  changeNoticeSettingRequest,
  modifyAccountPasswordRequest,
  modifyAccountPasswordResponse,
  modifyNotifyPhoneRequest,
  modifyUserNameRequest,
  unregisterCheckResponse,
  unregisterRequest,
} from '../account-centre';
import { endpoint } from '../endpoint';
import { emptyData, envelopeSchema } from '../envelope';
import { setLanguageRequest, setLanguageResponse } from '../language';
import { subAccountEndpoints } from './sub-accounts';

const tag = 'account';
const acknowledged = envelopeSchema(emptyData);

/** Who the caller is and the account centre's settings (SPEC §2 safe and accountInfo, §3). */
const profileEndpoints = {
  userInfo: endpoint({
    method: 'POST',
    path: '/api/get_user_info',
    access: 'session',
    tag,
    summary: "The caller's user info (SPEC §3)",
    request: sessionOnlyRequest,
    response: getUserInfoResponse,
  }),
  userVipInfo: endpoint({
    method: 'POST',
    path: '/api/get_user_vip_info',
    access: 'session',
    tag,
    summary: 'Membership score and level',
    request: sessionOnlyRequest,
    response: getUserVipInfoResponse,
  }),
  setLanguage: endpoint({
    method: 'POST',
    path: '/api/set_language',
    access: 'session',
    tag,
    summary: "Remember the caller's language (en-US or zh-CN) for its messages, SMS and emails",
    request: setLanguageRequest,
    response: setLanguageResponse,
  }),
  modifyUserName: endpoint({
    method: 'POST',
    path: '/api/modify_user_name',
    access: 'main',
    tag,
    summary: "Set the main account's display name",
    request: modifyUserNameRequest,
    response: acknowledged,
  }),
  settings: endpoint({
    method: 'POST',
    path: '/api/get_account_settings',
    access: 'main',
    tag,
    summary: 'Notification phone, notice email and which events reach the person how',
    request: sessionOnlyRequest,
    response: accountSettingsResponse,
  }),
  modifyPassword: endpoint({
    method: 'POST',
    path: '/api/modify_passwd_new',
    access: 'session',
    stepUp: true,
    tag,
    summary: 'Change the login password (old password, or an SMS code for main accounts); other sessions end',
    request: modifyAccountPasswordRequest,
    response: modifyAccountPasswordResponse,
  }),
  modifyNotifyPhone: endpoint({
    method: 'POST',
    path: '/api/modify_notify_phone',
    access: 'main',
    stepUp: true,
    tag,
    summary: 'Set the phone notifications go to, proven by a code sent to it',
    request: modifyNotifyPhoneRequest,
    response: acknowledged,
  }),
  changeNoticeEmail: endpoint({
    method: 'POST',
    path: '/api/change_notice_email',
    access: 'main',
    tag,
    summary: 'Set the notice email in two steps: send a code, then confirm it',
    request: changeNoticeEmailRequest,
    response: changeNoticeEmailResponse,
  }),
  changeNoticeSetting: endpoint({
    method: 'POST',
    path: '/api/change_notice_setting',
    access: 'main',
    tag,
    summary: 'Which events reach the person by SMS, email or in-app',
    request: changeNoticeSettingRequest,
    response: acknowledged,
  }),
  unregisterCheck: endpoint({
    method: 'POST',
    path: '/api/unregister_check',
    access: 'main',
    tag,
    summary: 'What must be settled before the account can close',
    request: sessionOnlyRequest,
    response: unregisterCheckResponse,
  }),
  unregister: endpoint({
    method: 'POST',
    path: '/api/unregister',
    access: 'main',
    stepUp: true,
    tag,
    summary: 'Close the account (SMS code, agreement accepted); money records are kept',
    request: unregisterRequest,
    response: acknowledged,
  }),
};

export const accountEndpoints = { ...profileEndpoints, ...subAccountEndpoints };
