import type {
  Language,
  NoticeState,
  OpsNoticeDetail,
  OpsNoticeDraftInput,
  OpsNoticeListRequest,
  OpsNoticeSummary,
} from '@gpucloud/contracts';
import type { StaffActor } from '../../core/auth/identity';
import type { Db } from '../../core/db';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { recordAudit } from '../staff';
import {
  findNotice,
  findNoticeForUpdate,
  insertNoticeDraft,
  listNoticesForStaff,
  type NoticeRow,
  type NoticeTextColumns,
  updateNotice,
} from './notice-drafts.repository';
import {
  assertNoticePublishable,
  noticeColumns,
  noticeInLanguage,
  noticeMissingLanguages,
} from './notice-texts';
import { summarize } from './notices.service';

const stateOf = (row: NoticeRow): NoticeState => (row.publishedAt ? 'published' : 'draft');

/** A notice in the staff list: in the reader's language (or the other), with what is missing. */
function toStaffSummary(row: NoticeRow, reader: Language): OpsNoticeSummary {
  const { language, text } = noticeInLanguage(row, reader);
  return {
    Id: row.id,
    Title: text.title,
    Summary: summarize(text.content),
    Language: language,
    Missing: noticeMissingLanguages(row),
    SingleLanguage: row.singleLanguage,
    State: stateOf(row),
    UpdateAt: row.updatedAt.toISOString(),
    PublishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

/** What the audit trail keeps of a notice. */
const audited = (row: NoticeRow) => ({
  TitleEn: row.titleEn,
  TitleZh: row.titleZh,
  ContentEn: row.contentEn,
  ContentZh: row.contentZh,
  SingleLanguage: row.singleLanguage,
  State: stateOf(row),
  PublishedAt: row.publishedAt?.toISOString() ?? null,
});

const sameTexts = (row: NoticeRow, texts: NoticeTextColumns) =>
  row.titleEn === texts.titleEn &&
  row.titleZh === texts.titleZh &&
  row.contentEn === texts.contentEn &&
  row.contentZh === texts.contentZh &&
  row.singleLanguage === texts.singleLanguage;

export async function listStaffNotices(
  deps: Pick<AppDeps, 'db'>,
  reader: Language,
  query: OpsNoticeListRequest,
): Promise<{ data: OpsNoticeSummary[]; total: number }> {
  const { rows, total } = await listNoticesForStaff(deps.db, query.state, {
    page: query.page,
    pageSize: query.page_size,
  });
  return { data: rows.map((row) => toStaffSummary(row, reader)), total };
}

export async function getStaffNotice(
  deps: Pick<AppDeps, 'db'>,
  reader: Language,
  id: number,
): Promise<OpsNoticeDetail> {
  const row = await findNotice(deps.db, id);
  if (!row) throw refused('notice not found');
  return {
    ...toStaffSummary(row, reader),
    TitleEn: row.titleEn,
    TitleZh: row.titleZh,
    ContentEn: row.contentEn,
    ContentZh: row.contentZh,
  };
}

export async function createNoticeDraft(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  input: OpsNoticeDraftInput,
): Promise<{ Id: number; UpdateAt: string }> {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const row = await insertNoticeDraft(tx, { ...noticeColumns(input), now });
    await recordAudit(tx, {
      ...actor,
      at: now,
      objectType: 'notice',
      objectId: row.id,
      before: null,
      after: audited(row),
    });
    return { Id: row.id, UpdateAt: row.updatedAt.toISOString() };
  });
}

/** Runs `change` on the locked notice and audits the values before and after, in one transaction. */
async function changeNotice(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  id: number,
  change: (tx: Db, row: NoticeRow, now: Date) => Promise<NoticeRow | null>,
): Promise<NoticeRow> {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const before = await findNoticeForUpdate(tx, id);
    if (!before) throw refused('notice not found');
    const after = await change(tx, before, now);
    if (!after) return before;
    await recordAudit(tx, {
      ...actor,
      at: now,
      objectType: 'notice',
      objectId: id,
      before: audited(before),
      after: audited(after),
    });
    return after;
  });
}

/** Saves a draft's titles, markdown and mark; an unchanged save (the editor saving again) writes nothing. */
export async function saveNoticeDraft(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  input: OpsNoticeDraftInput & { id: number },
): Promise<{ Id: number; UpdateAt: string }> {
  const row = await changeNotice(deps, actor, input.id, async (tx, before, now) => {
    if (before.publishedAt) throw refused('unpublish the notice before editing it');
    const texts = noticeColumns(input);
    if (sameTexts(before, texts)) return null;
    return updateNotice(tx, before.id, { ...texts, updatedAt: now });
  });
  return { Id: row.id, UpdateAt: row.updatedAt.toISOString() };
}

const stateAnswer = (row: NoticeRow) => ({
  Id: row.id,
  State: stateOf(row),
  PublishedAt: row.publishedAt?.toISOString() ?? null,
});

/**
 * Puts a draft on the notice board now; it needs a title and content in both languages, or in one
 * where staff marked it single-language (100021 names the empty field).
 */
export async function publishNoticeDraft(deps: Pick<AppDeps, 'db' | 'clock'>, actor: StaffActor, id: number) {
  const row = await changeNotice(deps, actor, id, async (tx, before, now) => {
    if (before.publishedAt) throw refused('the notice is already published');
    assertNoticePublishable(before);
    return updateNotice(tx, before.id, { publishedAt: now, updatedAt: now });
  });
  return stateAnswer(row);
}

/** Takes a notice off the board: customers no longer see it, and it can be edited as a draft. */
export async function unpublishNotice(deps: Pick<AppDeps, 'db' | 'clock'>, actor: StaffActor, id: number) {
  const row = await changeNotice(deps, actor, id, async (tx, before, now) => {
    if (!before.publishedAt) throw refused('the notice is not published');
    return updateNotice(tx, before.id, { publishedAt: null, updatedAt: now });
  });
  return stateAnswer(row);
}
