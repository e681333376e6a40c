import { OPS_QUERY_ROOT } from '../paths';
import type { ReviewQuery } from './reviewQuery';

const root = [OPS_QUERY_ROOT, 'verifications'] as const;

/**
 * Query keys of the verification desk, under the console's root (gone at logout). The full
 * personal data (`reveal`) has none: each read is audited, so it is never cached or read again.
 */
export const verificationKeys = {
  all: root,
  list: (query: ReviewQuery) => [...root, 'list', query] as const,
  one: (id: number) => [...root, 'one', id] as const,
};
