import { adminRoutes } from '@gpucloud/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../api/call';
import { opsKeys } from '../keys';

/** Query keys of the outbox pages, under the console's root (logout removes them all). */
export const outboxKeys = {
  all: () => [...opsKeys.all, 'outbox'] as const,
  sms: (phone: string | undefined) => [...outboxKeys.all(), 'sms', phone ?? ''] as const,
  email: (email: string | undefined) => [...outboxKeys.all(), 'email', email ?? ''] as const,
};

/** The latest messages of the SMS outbox (the server sends 50), to one phone when given. */
export function useSmsOutbox(phone: string | undefined) {
  return useQuery({
    queryKey: outboxKeys.sms(phone),
    queryFn: async () => (await call(adminRoutes.smsOutbox, phone ? { phone } : {})).list,
    placeholderData: keepPreviousData,
  });
}

/** The latest emails of the email outbox (the server sends 50), to one address when given. */
export function useEmailOutbox(email: string | undefined) {
  return useQuery({
    queryKey: outboxKeys.email(email),
    queryFn: async () => (await call(adminRoutes.emailOutbox, email ? { email } : {})).data,
    placeholderData: keepPreviousData,
  });
}
