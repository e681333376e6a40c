import { randomBytes } from 'node:crypto';
import {
  chinaDayOf,
  FILE_STORAGE_FREE_GB,
  FILE_STORAGE_MAX_PAID_GB,
  fenToYuan,
  STORAGE_FEN_PER_GB_DAY,
  storageDayAt,
  storageDayFen,
  storageDayStartMs,
} from '@gpucloud/domain';
import type { AuthContext } from '../../core/auth/identity';
import type { Db } from '../../core/db';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { systemText } from '../../core/messaging/system-text';
import { lockPayer } from '../wallet';
import {
  findFileStorage,
  inArrears,
  insertFileStorage,
  setFileStoragePaid,
  setFileStoragePassword,
} from './disks.repository';
import { grantsInForce } from './file-storage-grants.repository';
import { payRestOfToday, quoteResize } from './storage-settlement';

/**
 * File storage (issue 17): every account (a sub-account its own) has a free tier and may buy a
 * paid quota beyond it, charged by the China day while above 0. The first purchase makes the SFTP
 * account; its password is sealed at rest and shown once then, or on an explicit reveal or reset.
 * Nothing measures the space used yet, so none is reported. A main account's score-store grants in
 * force add to its capacity without being billed.
 */

const NO_ACCOUNT = 'file storage has no SFTP account yet: buy a quota first (0 GB keeps the free tier)';
const LOCKED = 'file storage is locked for arrears: top up; it unlocks once its daily charge is paid';

const newPassword = () => randomBytes(12).toString('base64url');
const usernameOf = (auth: AuthContext) =>
  auth.subAccountId === null ? `u${auth.userId}` : `u${auth.userId}s${auth.subAccountId}`;

export async function sftpInfo(deps: Pick<AppDeps, 'config' | 'db' | 'clock'>, auth: AuthContext) {
  const account = await findFileStorage(deps.db, auth);
  const paidGb = account?.paidGb ?? 0;
  // The score store is for main accounts: a sub-account's own file storage has no grants.
  const granted =
    auth.subAccountId === null
      ? await grantsInForce(deps.db, auth.userId, storageDayAt(deps.clock.now().getTime()))
      : { gb: 0, untilDay: null };
  return {
    FreeGb: FILE_STORAGE_FREE_GB,
    PaidGb: paidGb,
    MaxPaidGb: FILE_STORAGE_MAX_PAID_GB,
    TotalGb: FILE_STORAGE_FREE_GB + paidGb + granted.gb,
    GrantedGb: granted.gb,
    GrantedUntil: granted.untilDay === null ? '' : storageDayDate(granted.untilDay),
    DailyPrice: fenToYuan(storageDayFen('file_storage', paidGb)),
    PricePerGbDay: fenToYuan(STORAGE_FEN_PER_GB_DAY.file_storage),
    Address: account ? `sftp://${deps.config.sftp.host}:${deps.config.sftp.port}` : '',
    Username: account?.username ?? '',
    Locked: account ? await inArrears(deps.db, 'file_storage', account.id) : false,
  };
}

/** `YYYY-MM-DD` of a China storage day number. */
export function storageDayDate(day: number): string {
  return chinaDayOf(new Date(storageDayStartMs(day)));
}

export async function quoteSftp(deps: Pick<AppDeps, 'db' | 'clock'>, auth: AuthContext, sizeGb: number) {
  const account = await findFileStorage(deps.db, auth);
  const now = deps.clock.now();
  const { quote } = await deps.db.transaction((tx) =>
    quoteResize(tx, { kind: 'file_storage', id: account?.id ?? null, toGb: sizeGb }, now, false),
  );
  return { DailyPrice: fenToYuan(quote.dailyFen), PayNow: fenToYuan(quote.nowFen) };
}

/** The caller's account, made (with a new password) when it has none; locked. */
async function lockOrOpen(tx: Db, deps: Pick<AppDeps, 'vault'>, auth: AuthContext, today: number) {
  const found = await findFileStorage(tx, auth, true);
  if (found) return { account: found, password: '' };
  const password = newPassword();
  await insertFileStorage(tx, {
    userId: auth.userId,
    subAccountId: auth.subAccountId,
    username: usernameOf(auth),
    passwordSealed: deps.vault.seal(password),
    chargeFromDay: today,
  });
  const made = await findFileStorage(tx, auth, true);
  if (!made) throw new Error('no file storage row');
  // Two first purchases at once: the one that lost the insert shows no password.
  return {
    account: made,
    password: made.passwordSealed && deps.vault.open(made.passwordSealed) === password ? password : '',
  };
}

export async function buySftp(
  deps: Pick<AppDeps, 'db' | 'clock' | 'vault'>,
  auth: AuthContext,
  sizeGb: number,
) {
  const now = deps.clock.now();
  const today = storageDayAt(now.getTime());
  const payer = { userId: auth.userId, subAccountId: auth.subAccountId };
  return deps.db.transaction(async (tx) => {
    // The wallet before the account row: the order the billing tick locks them in.
    await lockPayer(tx, payer);
    const { account, password } = await lockOrOpen(tx, deps, auth, today);
    const { quote } = await quoteResize(
      tx,
      { kind: 'file_storage', id: account.id, toGb: sizeGb },
      now,
      true,
    );
    await payRestOfToday(tx, payer, {
      kind: 'file_storage',
      subjectId: account.id,
      amountFen: quote.nowFen,
      today,
      title: systemText('order.file_storage', { gb: sizeGb, free: FILE_STORAGE_FREE_GB }),
      orderKind: 'file_storage',
      now,
      accessKeyId: auth.accessKey?.id,
    });
    // Rising from nothing: the days without a quota are not charged by the tick's catch-up.
    await setFileStoragePaid(tx, account.id, sizeGb, account.paidGb === 0 ? today : null);
    return { PaidGb: sizeGb, Charged: fenToYuan(quote.nowFen), Password: password };
  });
}

export async function revealSftpPassword(deps: Pick<AppDeps, 'db' | 'vault'>, auth: AuthContext) {
  const account = await findFileStorage(deps.db, auth);
  if (!account) throw refused(NO_ACCOUNT);
  if (await inArrears(deps.db, 'file_storage', account.id)) throw refused(LOCKED);
  return { Username: account.username, Password: deps.vault.open(account.passwordSealed) };
}

export async function resetSftpPassword(deps: Pick<AppDeps, 'db' | 'vault'>, auth: AuthContext) {
  const account = await findFileStorage(deps.db, auth);
  if (!account) throw refused(NO_ACCOUNT);
  const password = newPassword();
  await setFileStoragePassword(deps.db, account.id, deps.vault.seal(password));
  return { Username: account.username, Password: password };
}
