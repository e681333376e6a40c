import {
  accountRoutes,
  type FirstScreenSeed,
  runwayRoutes,
  storeRoutes,
  type UserInfo,
} from '@gpucloud/contracts';
import type { CallData } from '../api/call';
import { userInfoQuery } from '../shared/queries/account';
import { runwayQuery, vipInfoQuery, vipTableQuery } from '../shared/queries/wallet';

/**
 * Asks the API for one answer as the signed-in account (the server passes the session of the page
 * request): `data` of a status-0 envelope; it rejects otherwise, and the page is not painted with data.
 */
export type AskApi = (path: string, body: Record<string, unknown>) => Promise<unknown>;

/**
 * The console pages whose largest content is the account's own (the membership card's next-level
 * note, issue 43): painted with it, by the same queries the page's loader and components ask.
 */
const PAINTED_WITH_DATA = new Set(['/console/dashboard', '/console/recharge']);

/** The query answers a page is painted with, or null for a page painted without data. */
export async function seedsFor(pathname: string, ask: AskApi): Promise<FirstScreenSeed[] | null> {
  if (!PAINTED_WITH_DATA.has(pathname.replace(/\/+$/, '').toLowerCase())) return null;
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
