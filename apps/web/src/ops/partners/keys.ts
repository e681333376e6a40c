import { OPS_QUERY_ROOT } from '../paths';
import type { PartnerQuery, WithdrawalQuery } from './deskQuery';

const root = [OPS_QUERY_ROOT, 'partners'] as const;

/**
 * Query keys of the sales-partner desks, under the console's root (gone at logout). One root for
 * both: a withdrawal's decision changes a partner's withdrawable money, a settlement every partner's.
 */
export const partnerDeskKeys = {
  all: root,
  partners: (query: PartnerQuery) => [...root, 'partners', query] as const,
  withdrawals: (query: WithdrawalQuery) => [...root, 'withdrawals', query] as const,
};
