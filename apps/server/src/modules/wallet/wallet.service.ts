import type { BalanceChange, BalanceChangeListRequest, Language } from '@gpucloud/contracts';
import { fenToYuan } from '@gpucloud/domain';
import type { AuthContext } from '../../core/auth/identity';
import type { AppDeps } from '../../core/deps';
import { storedText } from '../notifications';
import { listLedger } from './wallet.repository';

const toDate = (seconds: number | undefined) =>
  seconds === undefined ? undefined : new Date(seconds * 1000);

/** The balance change list: every ledger row of the caller's wallet, filtered, newest first, notes in the reader's language. */
export async function getBalanceChanges(
  deps: Pick<AppDeps, 'db'>,
  auth: AuthContext,
  query: BalanceChangeListRequest,
  language: Language,
) {
  const { rows, total } = await listLedger(
    deps.db,
    auth.userId,
    {
      kind: query.kind,
      pocket: query.pocket,
      from: toDate(query.start_time),
      before: toDate(query.end_time),
    },
    { page: query.page, pageSize: query.page_size },
  );
  const data = rows.map(
    ({ entry, subAccountName }): BalanceChange => ({
      Id: entry.id,
      Kind: entry.kind as BalanceChange['Kind'],
      Pocket: entry.pocket as BalanceChange['Pocket'],
      Amount: fenToYuan(entry.amount),
      BalanceAfter: fenToYuan(entry.balanceAfter),
      RefType: entry.refType,
      RefId: entry.refId,
      Note: storedText(language, entry.noteCode, entry.noteParams, entry.note),
      SubAccountName: subAccountName,
      CreateAt: entry.createdAt.toISOString(),
    }),
  );
  return { data, total };
}
