import type { Banner, NoticeDetail, NoticeSummary, PublishNoticeRequest } from '@gpucloud/contracts';
import type { StaffActor } from '../../core/auth/identity';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import type { notices } from '../../db/schema/notices/notices.table';
import { recordAudit } from '../staff';
import {
  findPublishedNotice,
  insertNotices,
  listActiveBanners,
  listPublishedNoticePage,
} from './notices.repository';

const SUMMARY_LENGTH = 140;

/** The first non-empty line of the markdown, without its markup, for lists. */
export function summarize(markdown: string): string {
  const line = markdown
    .split('\n')
    .map((l) => l.trim())
    .find((l) => l.length > 0);
  const text = (line ?? '')
    .replace(/<[^>]*>/g, '')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`~]/g, '')
    .trim();
  return text.length > SUMMARY_LENGTH ? `${text.slice(0, SUMMARY_LENGTH - 1)}…` : text;
}

function toSummary(row: typeof notices.$inferSelect): NoticeSummary {
  return {
    Id: row.id,
    Title: row.title,
    Summary: summarize(row.content),
    // Only published rows are summarised for customers; a draft has no publication time.
    CreateAt: (row.publishedAt ?? row.updatedAt).toISOString(),
  };
}

export async function getNoticePage(deps: Pick<AppDeps, 'db' | 'clock'>, page: number, pageSize: number) {
  const now = deps.clock.now();
  const { rows, total } = await listPublishedNoticePage(deps.db, now, { page, pageSize });
  return { data: rows.map(toSummary), total };
}

export async function getNotice(deps: Pick<AppDeps, 'db' | 'clock'>, id: number): Promise<NoticeDetail> {
  const row = await findPublishedNotice(deps.db, id, deps.clock.now());
  if (!row) throw refused('notice not found');
  return { ...toSummary(row), Content: row.content };
}

/** The store page's banners and the three newest notices, in one call. */
export async function getBannersAndNotices(
  deps: Pick<AppDeps, 'db' | 'clock'>,
): Promise<{ banners: Banner[]; notices: NoticeSummary[] }> {
  const [bannerRows, latest] = await Promise.all([listActiveBanners(deps.db), getNoticePage(deps, 1, 3)]);
  return {
    banners: bannerRows.map((b) => ({ Id: b.id, Title: b.title, Subtitle: b.subtitle, Link: b.link })),
    notices: latest.data,
  };
}

export async function publishNotice(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  input: PublishNoticeRequest,
): Promise<{ Id: number }> {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const [id] = await insertNotices(tx, [
      { title: input.title, content: input.content, publishedAt: now, updatedAt: now },
    ]);
    if (id === undefined) throw new Error('insert into notices returned no id');
    await recordAudit(tx, {
      ...actor,
      at: now,
      objectType: 'notice',
      objectId: id,
      before: null,
      after: { Title: input.title, Content: input.content },
    });
    return { Id: id };
  });
}
