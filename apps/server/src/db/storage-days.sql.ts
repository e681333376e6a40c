import {
  CHINA_OFFSET_MS,
  DAY_MS,
  ENDED_STATES,
  STORAGE_FEN_PER_GB_DAY,
  type StorageKind,
  SUSPENDED_STATES,
} from '@gpucloud/domain';
import { type SQL, sql } from 'drizzle-orm';
import { sqlList } from './sql-list';

/**
 * Which storage days are due, in SQL: shared by the billing tick's storage step and the services
 * that settle one subject now (a disk resized or deleted). Built from the domain's constants
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
