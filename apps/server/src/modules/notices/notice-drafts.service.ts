import type {
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
  updateNotice,
} from './notice-drafts.repository';
import { summarize } from './notices.service';

const stateOf = (row: NoticeRow): NoticeState => (row.publishedAt ? 'published' : 'draft');

function toStaffSummary(row: NoticeRow): OpsNoticeSummary {
  return {
    Id: row.id,
    Title: row.title,
    Summary: summarize(row.content),
    State: stateOf(row),
    UpdateAt: row.updatedAt.toISOString(),
    PublishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

/** What the audit trail keeps of a notice. */
const audited = (row: NoticeRow) => ({
  Title: row.title,
  Content: row.content,
  State: stateOf(row),
  PublishedAt: row.publishedAt?.toISOString() ?? null,
});

export async function listStaffNotices(
  deps: Pick<AppDeps, 'db'>,
  query: OpsNoticeListRequest,
): Promise<{ data: OpsNoticeSummary[]; total: number }> {
  const { rows, total } = await listNoticesForStaff(deps.db, query.state, {
    page: query.page,
    pageSize: query.page_size,
  });
  return { data: rows.map(toStaffSummary), total };
}

export async function getStaffNotice(deps: Pick<AppDeps, 'db'>, id: number): Promise<OpsNoticeDetail> {
  const row = await findNotice(deps.db, id);
  if (!row) throw refused('notice not found');
  return { ...toStaffSummary(row), Content: row.content };
}

export async function createNoticeDraft(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  input: OpsNoticeDraftInput,
): Promise<{ Id: number; UpdateAt: string }> {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const row = await insertNoticeDraft(tx, { title: input.title, content: input.content, now });
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

/** Saves a draft's title and markdown; an unchanged save (the editor saving again) writes nothing. */
export async function saveNoticeDraft(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  input: OpsNoticeDraftInput & { id: number },
): Promise<{ Id: number; UpdateAt: string }> {
  const row = await changeNotice(deps, actor, input.id, async (tx, before, now) => {
    if (before.publishedAt) throw refused('unpublish the notice before editing it');
    if (before.title === input.title && before.content === input.content) return null;
    return updateNotice(tx, before.id, { title: input.title, content: input.content, updatedAt: now });
  });
  return { Id: row.id, UpdateAt: row.updatedAt.toISOString() };
}

const stateAnswer = (row: NoticeRow) => ({
  Id: row.id,
  State: stateOf(row),
  PublishedAt: row.publishedAt?.toISOString() ?? null,
});

/** Puts a draft on the notice board now; it needs a title and content. */
export async function publishNoticeDraft(deps: Pick<AppDeps, 'db' | 'clock'>, actor: StaffActor, id: number) {
  const row = await changeNotice(deps, actor, id, async (tx, before, now) => {
    if (before.publishedAt) throw refused('the notice is already published');
    if (!before.title.trim()) throw refused('the notice needs a title before it is published');
    if (!before.content.trim()) throw refused('the notice needs content before it is published');
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
