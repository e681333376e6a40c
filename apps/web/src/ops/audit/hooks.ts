import { opsRoutes } from '@gpucloud/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../api/call';
import { type AuditQuery, opsKeys } from '../keys';

/** One page of the audit trail; the previous page stays on screen while the next one loads. */
export function useAuditList(query: AuditQuery) {
  return useQuery({
    queryKey: opsKeys.audit(query),
    queryFn: () => call(opsRoutes.auditList, query),
    placeholderData: keepPreviousData,
  });
}
