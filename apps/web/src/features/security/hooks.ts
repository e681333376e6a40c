import {
  accountRoutes,
  authRoutes,
  loginSessionsRoutes,
  passkeysRoutes,
  type Route,
  secondFactorRoutes,
} from '@gpucloud/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallInput, call } from '../../api/call';
import { createPasskey } from '../../shared/passkeys/ceremonies';
import { PASSKEYS_QUERY_KEY, usePasskeyList } from '../../shared/passkeys/usePasskeyList';
import { hasSession } from '../../shared/session';

/** Query keys of the security feature, shared by the page, its dialogs and invalidations. */
export const securityKeys = {
  all: ['security'] as const,
  settings: () => [...securityKeys.all, 'settings'] as const,
  wechatAccounts: () => [...securityKeys.all, 'wechatAccounts'] as const,
  sessions: () => [...securityKeys.all, 'sessions'] as const,
  passkeys: () => PASSKEYS_QUERY_KEY,
  secondFactor: () => [...securityKeys.all, 'secondFactor'] as const,
};

/** The caller's open sessions, the current one marked. */
export function useLoginSessions() {
  return useQuery({
    queryKey: securityKeys.sessions(),
    queryFn: async () => (await call(loginSessionsRoutes.list)).data,
    enabled: hasSession(),
  });
}

/** Whether the caller has a second factor (issue 46), and its recovery codes left. */
export function useSecondFactorStatus() {
  return useQuery({
    queryKey: securityKeys.secondFactor(),
    queryFn: () => call(secondFactorRoutes.status),
    enabled: hasSession(),
  });
}

/** Ends one session (`id`) or, without one, every session but this one; the list is read again. */
export function useEndLoginSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | null) =>
      id === null ? call(loginSessionsRoutes.endOthers) : call(loginSessionsRoutes.end, { session_id: id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: securityKeys.sessions() }),
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

/** The caller's passkeys (a sub-account's own), newest first. */
export const usePasskeys = () => usePasskeyList();

function usePasskeysChange<Input, Answer>(change: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.passkeys() }),
  });
}

/** The whole ceremony: the server's options, the browser's new credential, the server keeping it under a name. */
export function useAddPasskey() {
  return usePasskeysChange(async (name: string) => {
    const { challenge_id, options } = await call(passkeysRoutes.registrationOptions);
    const credential = await createPasskey(options);
    return call(passkeysRoutes.register, { challenge_id, name, credential });
  });
}

export function useRenamePasskey() {
  return usePasskeysChange((body: CallInput<typeof passkeysRoutes.rename>) =>
    call(passkeysRoutes.rename, body),
  );
}

export function useRemovePasskey() {
  return usePasskeysChange((passkeyId: number) => call(passkeysRoutes.remove, { passkey_id: passkeyId }));
}
