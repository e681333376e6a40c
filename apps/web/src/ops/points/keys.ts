import { OPS_QUERY_ROOT } from '../paths';

const root = [OPS_QUERY_ROOT, 'points'] as const;

/** Query keys of the score-store desk and the user page's points tab, under the console's root (gone at logout). */
export const scoreDeskKeys = {
  all: root,
  items: () => [...root, 'items'] as const,
  redemptions: (query: { itemId: number | null; page: number }) => [...root, 'redemptions', query] as const,
  userPoints: (userId: number, page: number) => [...root, 'user', userId, page] as const,
};
