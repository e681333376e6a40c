import type { NoticeState } from '@gpucloud/contracts';
import { OPS_QUERY_ROOT } from '../paths';

const root = [OPS_QUERY_ROOT, 'content'] as const;

/** Query keys of the overview, coupons, notices and banners pages, under the console's root (gone at logout). */
export const contentKeys = {
  overview: () => [...root, 'overview'] as const,
  coupons: () => [...root, 'coupons'] as const,
  couponGroups: (page: number) => [...contentKeys.coupons(), 'groups', page] as const,
  couponClaims: (groupId: number, query: { used: -1 | 0 | 1; page: number }) =>
    [...contentKeys.coupons(), 'claims', groupId, query] as const,
  notices: () => [...root, 'notices'] as const,
  noticeList: (query: { state: NoticeState | 'all'; page: number }) =>
    [...contentKeys.notices(), 'list', query] as const,
  notice: (id: number) => [...contentKeys.notices(), 'one', id] as const,
  banners: () => [...root, 'banners'] as const,
};
