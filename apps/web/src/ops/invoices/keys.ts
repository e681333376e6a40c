import { OPS_QUERY_ROOT } from '../paths';
import type { DeskQuery } from './deskQuery';

const root = [OPS_QUERY_ROOT, 'invoices'] as const;

/** Query keys of the finance desk's invoices, under the console's root (gone at logout). */
export const invoiceDeskKeys = {
  all: root,
  list: (query: DeskQuery) => [...root, 'list', query] as const,
};
