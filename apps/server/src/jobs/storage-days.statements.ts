import {
  CHINA_OFFSET_MS,
  DAY_MS,
  ENDED_STATES,
  STORAGE_FEN_PER_GB_DAY,
  type StorageKind,
  SUSPENDED_STATES,
  targetOf,
} from '@gpucloud/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, executeRows } from '../core/db';
import { sqlList } from '../db/sql-list';
import { templatedInboxColumns } from '../modules/notifications';

/**
 * The storage step of the billing tick (issue 17), set-based: which storage days are due, and what
 * happens to the subjects whose days could not be paid. Built from the domain's constants
 * (packages/domain/src/storage.ts): the day index is the China calendar day.
 */

/** storageDayAt(at): the China calendar day in progress at `at`. */
export function storageDaySql(at: SQL): SQL {
  const offset = sql.raw(String(CHINA_OFFSET_MS / 1000));
  const day = sql.raw(String(DAY_MS / 1000));
  return sql`floor((extract(epoch from ${at}) + ${offset}) / ${day})::integer`;
}

const price = (kind: StorageKind) => sql.raw(`${STORAGE_FEN_PER_GB_DAY[kind]}::bigint`);

/** The last day charged of a subject (0 when none). */
function lastCharged(kind: StorageKind, id: SQL): SQL {
  return sql`(select max(c.day_index) from storage_charges c where c.subject_kind = ${kind} and c.subject_id = ${id})`;
}

/** Limits the due days to one subject (a service settling it now), or to none of the others. */
export interface StorageSubject {
  kind: StorageKind;
  id: number;
}

/**
 * Every storage day due at `at` (columns subject_kind, subject_id, day_index, user_id,
 * sub_account_id, amount): each day since the last one charged, or since the subject's start day,
 * up to the day in progress, so a tick after an outage catches up, each day once.
 * - a cloud disk from its creation day (paid by its order) until it is deleted;
 * - file storage while its paid quota is above 0, from the day it last rose from 0;
 * - an instance's added disks while it is not ended, from the day the tick first saw them;
 * - a suspended instance's own disks (the host's system and data disk) from the day it stopped.
 */
export function dueStorageDays(at: SQL, only?: StorageSubject): SQL {
  const today = storageDaySql(at);
  const pick = (kind: StorageKind, id: SQL) =>
    only === undefined ? sql`` : only.kind === kind ? sql` and ${id} = ${only.id}` : sql` and false`;
  const days = (from: SQL) => sql`cross join lateral generate_series(${from}, ${today}) as s(day_index)`;
  return sql`select 'cloud_disk'::text as subject_kind, d.id as subject_id, s.day_index, d.user_id, d.sub_account_id,
                 d.size_gb * ${price('cloud_disk')} as amount
          from cloud_disks d
          ${days(sql`greatest(d.charge_from_day, coalesce(${lastCharged('cloud_disk', sql`d.id`)}, 0) + 1)`)}
          where d.status in ('creating', 'ready')${pick('cloud_disk', sql`d.id`)}
          union all
          select 'file_storage'::text, f.id, s.day_index, f.user_id, f.sub_account_id,
                 f.paid_gb * ${price('file_storage')}
          from file_storage f
          ${days(sql`greatest(f.charge_from_day, coalesce(${lastCharged('file_storage', sql`f.id`)}, 0) + 1)`)}
          where f.paid_gb > 0${pick('file_storage', sql`f.id`)}
          union all
          select 'added_disk'::text, i.id, s.day_index, i.user_id, i.sub_account_id,
                 i.extra_disk_gb * ${price('added_disk')}
          from instances i
          ${days(sql`coalesce(${lastCharged('added_disk', sql`i.id`)} + 1, ${today})`)}
          where i.extra_disk_gb > 0 and i.status not in ${sqlList(ENDED_STATES)}${pick('added_disk', sql`i.id`)}
          union all
          select 'suspended'::text, i.id, s.day_index, i.user_id, i.sub_account_id,
                 (h.system_disk_gb + h.data_disk_gb) * ${price('suspended')}
          from instances i join hosts h on h.id = i.host_id
          ${days(sql`greatest(${storageDaySql(sql`coalesce(i.stopped_at, ${at})`)}, coalesce(${lastCharged('suspended', sql`i.id`)}, 0) + 1)`)}
          where i.status in ${sqlList(SUSPENDED_STATES)}${pick('suspended', sql`i.id`)}`;
}

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
  const detail = 'arrears: the storage of the suspended instance could not be paid';
  return tx.execute(
    sql`with changed as (
          update instances i set status = ${targetOf('storageArrears')}, status_detail = ${detail},
                 holds_gpus = false, stopped_at = ${at}::timestamptz
          where i.id in ${idList(ids)} and i.status in ${sqlList(SUSPENDED_STATES)}
          returning i.id, i.user_id, i.sub_account_id, i.name
        ),
        ev as (
          insert into instance_events (instance_id, event, detail, created_at)
          select id, 'arrears_stopped', ${detail}, ${at}::timestamptz from changed
        )
        insert into inbox_items (user_id, sub_account_id, kind, template, params, link, created_at)
        select c.user_id, c.sub_account_id, 'message', ${message.template}, ${message.params},
               '/console/recharge', ${at}::timestamptz
        from changed c`,
  );
}

/**
 * Cloud disks still attached to an instance that has ended (released by its owner, by the
 * retention step or by staff; or failed) are detached, so they can be attached elsewhere or
 * deleted. Answers the detachments the provider must be told of after the transaction.
 */
export function detachFromEndedInstances(tx: Db, instanceId?: number) {
  const only = instanceId === undefined ? sql`` : sql` and i.id = ${instanceId}`;
  return executeRows<{ id: number; volume_ref: string | null; machine_ref: string | null }>(
    tx,
    sql`with target as (
          select d.id, i.provider_ref as machine_ref from cloud_disks d join instances i on i.id = d.instance_id
          where i.status in ${sqlList(ENDED_STATES)}${only}
          for update of d
        )
        update cloud_disks d set instance_id = null from target t where d.id = t.id
        returning d.id, d.provider_ref as volume_ref, t.machine_ref`,
  );
}
