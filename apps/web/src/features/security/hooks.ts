import { accountRoutes, authRoutes, type Route, secondFactorRoutes } from '@gpucloud/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallInput, call } from '../../api/call';
import { hasSession } from '../../shared/session';

/** Query keys of the security feature, shared by the page, its dialogs and invalidations. */
export const securityKeys = {
  all: ['security'] as const,
  settings: () => [...securityKeys.all, 'settings'] as const,
  wechatAccounts: () => [...securityKeys.all, 'wechatAccounts'] as const,
  secondFactor: () => [...securityKeys.all, 'secondFactor'] as const,
};

/** Whether the caller has a second factor (issue 46), and its recovery codes left. */
export function useSecondFactorStatus() {
  return useQuery({
    queryKey: securityKeys.secondFactor(),
    queryFn: () => call(secondFactorRoutes.status),
    enabled: hasSession(),
  });
}

/** Turning it off asks for a step-up first (the API client's dialog), then the status is read again. */
export function useDisableSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(secondFactorRoutes.disable),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.secondFactor() }),
  });
}

/** Notification phone, notice email and notice settings of a main account. */
export function useAccountSettings(enabled: boolean) {
  return useQuery({
    queryKey: securityKeys.settings(),
    queryFn: () => call(accountRoutes.settings),
    enabled: enabled && hasSession(),
  });
}

/** A settings change that answers with nothing the page needs: the settings are read again. */
function useSettingsCall<E extends Route>(endpoint: E) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallInput<E>) => call(endpoint, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.settings() }),
  });
}

export function useChangeNoticeSetting() {
  return useSettingsCall(accountRoutes.changeNoticeSetting);
}

export function useModifyNotifyPhone() {
  return useSettingsCall(accountRoutes.modifyNotifyPhone);
}

/** Without `code` the server sends one to the address; with it the address changes. */
export function useChangeNoticeEmail() {
  return useSettingsCall(accountRoutes.changeNoticeEmail);
}

export type PasswordChange = { new_password: string } & (
  | { old_password: string; verify_code?: never }
  | { verify_code: string; old_password?: never }
);

/** A new login password; the account's other sessions end (the answer counts them). */
export function useModifyPassword() {
  return useMutation({
    mutationFn: (body: PasswordChange) => call(accountRoutes.modifyPassword, body),
  });
}

export function useWechatAccounts(enabled: boolean) {
  return useQuery({
    queryKey: securityKeys.wechatAccounts(),
    queryFn: async () => (await call(authRoutes.wechatBindAccounts)).list,
    enabled: enabled && hasSession(),
  });
}

export function useUnbindWechat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (openId: string) => call(authRoutes.wechatUnbind, { open_id: openId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.wechatAccounts() }),
  });
}
