import { STATUS_DETAILS, type StorageKind, SUSPENDED_STATES, targetOf } from '@gpucloud/domain';
import { sql } from 'drizzle-orm';
import { type Db, executeRows } from '../core/db';
import { sqlList } from '../db/sql-list';
import { dueStorageDays } from '../db/storage-days.sql';
import { templatedInboxColumns } from '../modules/notifications';

/**
 * The storage step of the billing tick (issue 17), set-based: which storage days are due, and what
 * happens to the subjects whose days could not be paid. Built from the domain's constants
 * (packages/domain/src/storage.ts): the day index is the China calendar day.
 */

interface EnteredArrears {
  subject_kind: StorageKind;
  subject_id: number;
}

/**
 * After the storage days were charged: every subject with a day still due is in arrears (its owner
 * told once, as it goes in), every other leaves arrears. Cloud disks going in are detached, a
 * suspended instance going in stops (its disk then kept for the retention days like any stopped
 * one). Answers the detachments the provider must be told of after the transaction.
 */
export async function settleStorageArrears(tx: Db, at: string) {
  const now = sql`${at}::timestamptz`;
  const entered = await executeRows<EnteredArrears>(
    tx,
    sql`with unpaid as (select distinct subject_kind, subject_id, user_id from (${dueStorageDays(now)}) d),
        entered as (
          insert into storage_arrears (subject_kind, subject_id, user_id, since)
          select subject_kind, subject_id, user_id, ${now} from unpaid
          on conflict do nothing
          returning subject_kind, subject_id
        ),
        cleared as (
          delete from storage_arrears a
          where not exists (select 1 from unpaid u where u.subject_kind = a.subject_kind and u.subject_id = a.subject_id)
        )
        select subject_kind, subject_id from entered`,
  );
  const idsOf = (kind: StorageKind) =>
    entered.filter((row) => row.subject_kind === kind).map((row) => row.subject_id);
  const detached = await detachInArrears(tx, idsOf('cloud_disk'), at);
  await messageFileStorage(tx, idsOf('file_storage'), at);
  await messageAddedDisks(tx, idsOf('added_disk'), at);
  await stopSuspended(tx, idsOf('suspended'), at);
  return { entered: entered.length, detached };
}

const idList = (ids: number[]) => sql`(select unnest(${`{${ids.join(',')}}`}::integer[]))`;

function detachInArrears(tx: Db, ids: number[], at: string) {
  if (ids.length === 0) return Promise.resolve([]);
  const message = templatedInboxColumns('storage.cloud_disk_arrears', { name: sql`c.name` });
  return executeRows<{ id: number; volume_ref: string | null; machine_ref: string | null }>(
    tx,
    sql`with target as (
          select d.id, d.instance_id from cloud_disks d where d.id in ${idList(ids)} for update
        ),
        changed as (
          update cloud_disks d set instance_id = null from target t where d.id = t.id
          returning d.id, d.name, d.user_id, d.sub_account_id, d.provider_ref, t.instance_id
        ),
        msg as (
          insert into inbox_items (user_id, sub_account_id, kind, template, params, link, created_at)
          select c.user_id, c.sub_account_id, 'message', ${message.template}, ${message.params},
                 '/console/cloudDisk', ${at}::timestamptz
          from changed c
        )
        select c.id, c.provider_ref as volume_ref, i.provider_ref as machine_ref
        from changed c join instances i on i.id = c.instance_id`,
  );
}

function messageFileStorage(tx: Db, ids: number[], at: string) {
  if (ids.length === 0) return Promise.resolve();
  const message = templatedInboxColumns('storage.file_storage_arrears', { gb: sql`f.paid_gb` });
  return tx.execute(
    sql`insert into inbox_items (user_id, sub_account_id, kind, template, params, link, created_at)
        select f.user_id, f.sub_account_id, 'message', ${message.template}, ${message.params},
               '/console/cloudDisk', ${at}::timestamptz
        from file_storage f where f.id in ${idList(ids)}`,
  );
}

function messageAddedDisks(tx: Db, ids: number[], at: string) {
  if (ids.length === 0) return Promise.resolve();
  const message = templatedInboxColumns('storage.added_disk_arrears', {
    name: sql`i.name`,
    gb: sql`i.extra_disk_gb`,
  });
  return tx.execute(
    sql`insert into inbox_items (user_id, sub_account_id, kind, template, params, link, created_at)
        select i.user_id, i.sub_account_id, 'message', ${message.template}, ${message.params},
               '/console/recharge', ${at}::timestamptz
        from instances i where i.id in ${idList(ids)}`,
  );
}

function stopSuspended(tx: Db, ids: number[], at: string) {
  if (ids.length === 0) return Promise.resolve();
  const message = templatedInboxColumns('storage.suspended_arrears', { name: sql`c.name` });
  const detail = STATUS_DETAILS.storageArrears;
  const eventText = templatedInboxColumns('event.storage_arrears', {});
  return tx.execute(
    sql`with changed as (
          update instances i set status = ${targetOf('storageArrears')}, status_detail = ${detail},
                 holds_gpus = false, stopped_at = ${at}::timestamptz
          where i.id in ${idList(ids)} and i.status in ${sqlList(SUSPENDED_STATES)}
          returning i.id, i.user_id, i.sub_account_id, i.name
        ),
        ev as (
          insert into instance_events (instance_id, event, detail_code, detail_params, created_at)
          select id, 'arrears_stopped', ${eventText.template}, ${eventText.params}, ${at}::timestamptz from changed
        )
        insert into inbox_items (user_id, sub_account_id, kind, template, params, link, created_at)
        select c.user_id, c.sub_account_id, 'message', ${message.template}, ${message.params},
               '/console/recharge', ${at}::timestamptz
        from changed c`,
  );
}
