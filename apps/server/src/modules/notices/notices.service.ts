import type {
  Banner,
  Language,
  NoticeDetail,
  NoticeSummary,
  PublishNoticeRequest,
} from '@gpucloud/contracts';
import type { StaffActor } from '../../core/auth/identity';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import type { notices } from '../../db/schema/notices/notices.table';
import { recordAudit } from '../staff';
import { bannerInLanguage, noticeColumns, noticeInLanguage } from './notice-texts';
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

function toSummary(row: typeof notices.$inferSelect, reader: Language): NoticeSummary & { Content: string } {
  const { language, text } = noticeInLanguage(row, reader);
  return {
    Id: row.id,
    Title: text.title,
    Summary: summarize(text.content),
    // Only published rows are summarised for customers; a draft has no publication time.
    CreateAt: (row.publishedAt ?? row.updatedAt).toISOString(),
    Language: language,
    Content: text.content,
  };
}

const withoutContent = ({ Content: _, ...summary }: NoticeSummary & { Content: string }): NoticeSummary =>
  summary;

/** Published notices, newest first, each in the reader's language (or the other where it has one only). */
export async function getNoticePage(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  reader: Language,
  page: number,
  pageSize: number,
) {
  const now = deps.clock.now();
  const { rows, total } = await listPublishedNoticePage(deps.db, now, { page, pageSize });
  return { data: rows.map((row) => withoutContent(toSummary(row, reader))), total };
}

export async function getNotice(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  reader: Language,
  id: number,
): Promise<NoticeDetail> {
  const row = await findPublishedNotice(deps.db, id, deps.clock.now());
  if (!row) throw refused('notice not found');
  return toSummary(row, reader);
}

/** The store page's banners and the three newest notices, in one call, in the reader's language. */
export async function getBannersAndNotices(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  reader: Language,
): Promise<{ banners: Banner[]; notices: NoticeSummary[] }> {
  const [bannerRows, latest] = await Promise.all([
    listActiveBanners(deps.db),
    getNoticePage(deps, reader, 1, 3),
  ]);
  return {
    banners: bannerRows.map((b) => {
      const { language, text } = bannerInLanguage(b, reader);
      return { Id: b.id, Title: text.title, Subtitle: text.subtitle, Link: b.link, Language: language };
    }),
    notices: latest.data,
  };
}

/** A notice put on the board at once (the admin API); its request schema holds the publishing rule. */
export async function publishNotice(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  input: PublishNoticeRequest,
): Promise<{ Id: number }> {
  const columns = noticeColumns(input);
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const [id] = await insertNotices(tx, [{ ...columns, publishedAt: now, updatedAt: now }]);
    if (id === undefined) throw new Error('insert into notices returned no id');
    await recordAudit(tx, {
      ...actor,
      at: now,
      objectType: 'notice',
      objectId: id,
      before: null,
      after: {
        TitleEn: columns.titleEn,
        TitleZh: columns.titleZh,
        ContentEn: columns.contentEn,
        ContentZh: columns.contentZh,
        SingleLanguage: columns.singleLanguage,
      },
    });
    return { Id: id };
  });
}
