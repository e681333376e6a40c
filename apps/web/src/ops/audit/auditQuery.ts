import { dayRangeToEpoch, parseDay } from '../../shared/dates/dayRange';
import type { AuditQuery } from '../keys';

export const AUDIT_PAGE_SIZES = [20, 50, 100] as const;

/** The filters as the form shows them and the URL keeps them (days as YYYY-MM-DD). */
export interface AuditFilters {
  staff: string;
  endpoint: string;
  type: string;
  id: string;
  from: string;
  to: string;
}

export const NO_FILTERS: AuditFilters = { staff: '', endpoint: '', type: '', id: '', from: '', to: '' };
const FILTER_NAMES = Object.keys(NO_FILTERS) as (keyof AuditFilters)[];

export function filtersFromParams(params: URLSearchParams): AuditFilters {
  const filters = { ...NO_FILTERS };
  for (const name of FILTER_NAMES) filters[name] = params.get(name)?.trim() ?? '';
  return filters;
}

function positiveInt(text: string | null, fallback: number): number {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/**
 * The request of the list the URL describes: empty filters left out, days as epoch seconds
 * covering both chosen days wholly, and a page size the server accepts.
 */
export function auditQueryFromParams(params: URLSearchParams): AuditQuery {
  const filters = filtersFromParams(params);
  const size = positiveInt(params.get('size'), AUDIT_PAGE_SIZES[0]);
  const query: AuditQuery = {
    page: positiveInt(params.get('page'), 1),
    page_size: AUDIT_PAGE_SIZES.find((allowed) => allowed === size) ?? AUDIT_PAGE_SIZES[0],
  };
  const staffId = positiveInt(filters.staff, 0);
  if (staffId > 0) query.staff_id = staffId;
  if (filters.endpoint) query.endpoint = filters.endpoint;
  if (filters.type) query.object_type = filters.type;
  if (filters.id) query.object_id = filters.id;
  const range = dayRangeToEpoch(parseDay(filters.from), parseDay(filters.to));
  if (range.start_time !== undefined) query.from = range.start_time;
  if (range.end_time !== undefined) query.to = range.end_time;
  return query;
}
