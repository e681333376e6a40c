import { useSearchState } from '../../shared/hooks/useSearchState';
import type { DeskQuery, StatusDesk } from './deskQuery';

/** A desk's filters and page, kept in the address so a reload or a shared link shows the same list. */
export function useDeskQuery<Status extends string>(desk: StatusDesk<Status>) {
  const [params, update] = useSearchState();
  const query = desk.queryOf(params);
  const change = (changes: Partial<DeskQuery<Status>>) => update(desk.searchOf({ ...query, ...changes }));
  return { query, change };
}
