import { opsRoutes, type StaffMember } from '@gpucloud/contracts';
import { type QueryKey, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { type CallInput, call } from '../api/call';
import { queryClient as appQueryClient } from '../shared/queryClient';
import { clearStaffSession, saveStaffSession } from '../shared/staffSession';
import { opsKeys } from './keys';
import { OPS_LOGIN } from './paths';

/** The signed-in staff member; a role change ends their sessions, so a minute's cache is safe. */
export function opsMeQuery() {
  return queryOptions({
    queryKey: opsKeys.me(),
    queryFn: async (): Promise<StaffMember> => (await call(opsRoutes.me)).Staff,
    staleTime: 60_000,
  });
}

export function useOpsMe() {
  return useQuery(opsMeQuery());
}

export function useOpsLogin() {
  return useMutation({
    mutationFn: (body: CallInput<typeof opsRoutes.login>) => call(opsRoutes.login, body),
  });
}

export function useOpsLoginTotp() {
  return useMutation({
    mutationFn: (body: CallInput<typeof opsRoutes.loginTotp>) => call(opsRoutes.loginTotp, body),
  });
}

/** Keeps the new session and its member, so the console opens without asking /ops/me again. */
export function startStaffSession(session: { token: string; expiresAt: string }, staff: StaffMember): void {
  appQueryClient.removeQueries({ queryKey: opsKeys.all });
  saveStaffSession(session);
  appQueryClient.setQueryData(opsKeys.me(), staff);
}

/**
 * Ends the session on the server, and here even when the server no longer knows it. The member's
 * data goes only once the login page shows, so the frame never asks for it without a session.
 */
export function useOpsLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => call(opsRoutes.logout).catch(() => ({})),
    onSettled: async () => {
      clearStaffSession();
      await navigate(OPS_LOGIN, { replace: true });
      queryClient.removeQueries({ queryKey: opsKeys.all });
    },
  });
}

/**
 * A console write, followed by fresh copies of the lists it changed, so the tables show what the
 * server kept.
 */
export function useChangeThenRefresh<Input, Output>(
  send: (input: Input) => Promise<Output>,
  changed: readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => Promise.all(changed.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
