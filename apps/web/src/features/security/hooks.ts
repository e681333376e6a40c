import type { AccountSettings, LoginData, NoticeSettings, WechatAccount } from '@gpucloud/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../api/client';
import { hasSession } from '../../shared/session';

/** Query keys of the security feature, shared by the page, its dialogs and invalidations. */
export const securityKeys = {
  all: ['security'] as const,
  settings: () => [...securityKeys.all, 'settings'] as const,
  wechatAccounts: () => [...securityKeys.all, 'wechatAccounts'] as const,
};

/** Notification phone, notice email and notice settings of a main account. */
export function useAccountSettings(enabled: boolean) {
  return useQuery({
    queryKey: securityKeys.settings(),
    queryFn: () => apiPost<AccountSettings>('/get_account_settings'),
    enabled: enabled && hasSession(),
  });
}

/** A settings change that answers with nothing the page needs: the settings are read again. */
function useSettingsCall<Body extends Record<string, unknown>, Answer = unknown>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => apiPost<Answer>(path, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.settings() }),
  });
}

export function useChangeNoticeSetting() {
  return useSettingsCall<{ settings: NoticeSettings }>('/change_notice_setting');
}

export function useModifyNotifyPhone() {
  return useSettingsCall<{ phone: string; verify_code: string }>('/modify_notify_phone');
}

/** Without `code` the server sends one to the address; with it the address changes. */
export function useChangeNoticeEmail() {
  return useSettingsCall<
    { email: string; code?: string },
    { Step: 'code_sent' | 'changed'; NoticeEmail: string | null }
  >('/change_notice_email');
}

export type PasswordChange = { new_password: string } & (
  | { old_password: string; verify_code?: never }
  | { verify_code: string; old_password?: never }
);

/** A new login password; the account's other sessions end (the answer counts them). */
export function useModifyPassword() {
  return useMutation({
    mutationFn: (body: PasswordChange) => apiPost<{ RevokedSessions: number }>('/modify_passwd_new', body),
  });
}

export function useWechatAccounts(enabled: boolean) {
  return useQuery({
    queryKey: securityKeys.wechatAccounts(),
    queryFn: async () =>
      (await apiPost<{ list: WechatAccount[] }>('/auth/wechat/get_bind_account_list')).list,
    enabled: enabled && hasSession(),
  });
}

export function useUnbindWechat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (openId: string) => apiPost('/auth/wechat/unbind_account', { open_id: openId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.wechatAccounts() }),
  });
}

export interface WechatQr {
  ticket: string;
  qrcode: string;
  expires_in: number;
}

/** One QR code's calls: fetch a code, then ask how it stands. */
export interface QrCalls {
  fetchQr: () => Promise<WechatQr>;
  fetchStatus: (ticket: string) => Promise<{
    Status: 'waiting' | 'scanned' | 'confirmed' | 'expired' | 'none';
    Bound?: boolean;
    Login?: LoginData | null;
  }>;
}

/** Binding a WeChat to the logged-in account. */
export const bindQrCalls: QrCalls = {
  fetchQr: () => apiPost<WechatQr>('/auth/wechat/get_bind_qrcode'),
  fetchStatus: (ticket) =>
    apiPost<{ Bound: boolean; Status: 'waiting' | 'scanned' | 'confirmed' | 'expired' | 'none' }>(
      '/auth/wechat/get_bind_status',
      { ticket },
    ),
};

/** Logging in with a bound WeChat (public: no session needed). */
export const loginQrCalls: QrCalls = {
  fetchQr: () => apiPost<WechatQr>('/auth/wechat/get_login_qrcode'),
  fetchStatus: (ticket) =>
    apiPost<{ Status: 'waiting' | 'scanned' | 'confirmed'; Login: LoginData | null }>(
      '/auth/wechat/get_login_status',
      { ticket },
    ),
};
