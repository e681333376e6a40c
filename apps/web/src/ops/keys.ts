import type { AuditListRequest } from '@gpucloud/contracts';
import { OPS_QUERY_ROOT } from './paths';

/** The audit list's filters and page as the request sends them (without the session). */
export type AuditQuery = Partial<Omit<AuditListRequest, 'session'>>;

/** Query keys of the operator console, shared by pages, the guard and invalidations. */
export const opsKeys = {
  all: [OPS_QUERY_ROOT] as const,
  me: () => [...opsKeys.all, 'me'] as const,
  audit: (query: AuditQuery) => [...opsKeys.all, 'audit', query] as const,
  staff: () => [...opsKeys.all, 'staff'] as const,
};
