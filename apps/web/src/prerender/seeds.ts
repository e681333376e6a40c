import {
  accountRoutes,
  type FirstScreenSeed,
  runwayRoutes,
  storeRoutes,
  type UserInfo,
} from '@gpucloud/contracts';
import type { CallData } from '../api/call';
import { instanceSpecificationsQuery } from '../features/store/order/hooks';
import { parseHostId } from '../features/store/order/orderForm';
import { userInfoQuery } from '../shared/queries/account';
import { runwayQuery, vipInfoQuery, vipTableQuery } from '../shared/queries/wallet';

/**
 * Asks the API for one answer: `data` of a status-0 envelope; it rejects otherwise, and the page is
 * not painted with data. On a console page it asks as the signed-in account (the server passes the
 * session of the page request); on a public page it asks as anybody (no session).
 */
export type AskApi = (path: string, body: Record<string, unknown>) => Promise<unknown>;

/**
 * The console pages whose largest content is the account's own (the membership card's next-level
 * note, issue 43): painted with it, by the same queries the page's loader and components ask.
 */
const PAINTED_WITH_ACCOUNT_DATA = new Set(['/console/dashboard', '/console/recharge']);

/** A console page's answers: the account's. */
async function accountSeeds(ask: AskApi): Promise<FirstScreenSeed[]> {
  const info = (await ask(accountRoutes.userInfo.path, {})) as UserInfo;
  const [vip, table, runway] = await Promise.all([
    ask(accountRoutes.userVipInfo.path, {}) as Promise<CallData<typeof accountRoutes.userVipInfo>>,
    ask(storeRoutes.gpuPriceInfo.path, { phone: info.Phone }) as Promise<
      CallData<typeof storeRoutes.gpuPriceInfo>
    >,
    // The runway card (and the low-balance threshold's form under it) is a main account's: a
    // sub-account's page asks for it as before, and is refused as before.
    info.SubAccount === null ? ask(runwayRoutes.get.path, {}) : null,
  ]);
  return [
    { key: userInfoQuery().queryKey, data: info },
    { key: vipInfoQuery().queryKey, data: vip.data },
    { key: vipTableQuery(info.Phone).queryKey, data: table.vipInfos },
    ...(runway === null ? [] : [{ key: runwayQuery().queryKey, data: runway }]),
  ];
}

/**
 * The order form's answer (`/createInstance?host=<id>`): the host's public specifications, whose
 * note is the page's largest content (issue 43). A refused host id rejects: the page as before.
 */
async function orderFormSeeds(search: URLSearchParams, ask: AskApi): Promise<FirstScreenSeed[] | null> {
  const hostId = parseHostId(search.get('host'));
  if (hostId === null) return null;
  const query = instanceSpecificationsQuery(hostId);
  return [
    { key: query.queryKey, data: await ask(storeRoutes.instanceSpecifications.path, { host_id: hostId }) },
  ];
}

/**
 * The query answers a page (a path with its query, `/createInstance?host=1`) is painted with, or
 * null for a page painted without data. A console page is painted without a query only (a query
 * can pick a tab or a filter its first screen does not know).
 */
export async function seedsFor(url: string, ask: AskApi): Promise<FirstScreenSeed[] | null> {
  const parsed = new URL(url, 'http://localhost');
  const pathname = parsed.pathname.replace(/\/+$/, '').toLowerCase();
  if (pathname === '/createinstance') return orderFormSeeds(parsed.searchParams, ask);
  if (parsed.search !== '' || !PAINTED_WITH_ACCOUNT_DATA.has(pathname)) return null;
  return accountSeeds(ask);
}
