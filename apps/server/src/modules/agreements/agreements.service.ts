import type { Agreement, AgreementKey, OpsPublishAgreementRequest } from '@gpucloud/contracts';
import type { StaffActor } from '../../core/auth/identity';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { isUniqueViolation } from '../../core/pg-errors';
import { recordAudit } from '../staff';
import { acceptanceCounts } from './agreement-acceptances.repository';
import {
  type AgreementRow,
  findCurrentAgreement,
  insertAgreementVersion,
  listAgreementVersions,
} from './agreements.repository';

export function agreementOut(row: AgreementRow): Agreement {
  return {
    key: row.key,
    version: row.version,
    title: row.title,
    title_en: row.titleEn,
    content: row.content,
    content_en: row.contentEn,
    published_at: row.publishedAt.toISOString(),
  };
}

/** The version in force (every key has one from the first migration on). */
export async function currentAgreement(deps: Pick<AppDeps, 'db'>, key: AgreementKey): Promise<Agreement> {
  const row = await findCurrentAgreement(deps.db, key);
  if (!row) throw new Error(`the agreement ${key} has no version`);
  return agreementOut(row);
}

export async function agreementVersions(deps: Pick<AppDeps, 'db'>, key: AgreementKey) {
  const [rows, accepted] = await Promise.all([
    listAgreementVersions(deps.db, key),
    acceptanceCounts(deps.db, key),
  ]);
  return {
    versions: rows.map(({ row, publishedBy }) => ({
      ...agreementOut(row),
      published_by: publishedBy ?? '',
      accepted_count: accepted.get(row.version) ?? 0,
    })),
  };
}

/** Adds the next version; two publications at once: the second is told to reload, not given a 500. */
export async function publishAgreement(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  body: OpsPublishAgreementRequest,
) {
  return deps.db
    .transaction(async (tx) => {
      const current = await findCurrentAgreement(tx, body.key);
      const now = deps.clock.now();
      const row = await insertAgreementVersion(tx, {
        key: body.key,
        version: (current?.version ?? 0) + 1,
        title: body.title,
        titleEn: body.title_en,
        content: body.content,
        contentEn: body.content_en,
        publishedAt: now,
        publishedBy: actor.staff.staffId,
      });
      await recordAudit(tx, {
        ...actor,
        at: now,
        objectType: 'agreement',
        objectId: `${body.key}:${row.version}`,
        before: current ? { version: current.version } : null,
        after: { version: row.version, title: row.title, title_en: row.titleEn },
      });
      return { version: row.version };
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error)
        ? refused('another version was published at the same moment; reload and try again')
        : error;
    });
}
