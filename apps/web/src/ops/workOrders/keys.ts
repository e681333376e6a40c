import { OPS_QUERY_ROOT } from '../paths';
import type { DeskQuery } from './deskQuery';

const root = [OPS_QUERY_ROOT, 'workOrders'] as const;

/** Query keys of the support desk and the help catalogue, under the console's root (gone at logout). */
export const workOrderKeys = {
  all: root,
  tickets: () => [...root, 'tickets'] as const,
  ticketList: (query: DeskQuery) => [...workOrderKeys.tickets(), 'list', query] as const,
  ticket: (id: number) => [...workOrderKeys.tickets(), 'one', id] as const,
  supportStaff: () => [...root, 'supportStaff'] as const,
  cannedReplies: () => [...root, 'cannedReplies'] as const,
  catalogue: () => [...root, 'catalogue'] as const,
  documents: (subcategoryId: number) => [...workOrderKeys.catalogue(), 'documents', subcategoryId] as const,
};
