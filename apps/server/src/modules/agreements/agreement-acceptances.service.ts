import {
  AGREEMENT_KEYS,
  type Agreement,
  type AgreementKey,
  type AgreementSummary,
  STANDING_AGREEMENT_KEYS,
} from '@gpucloud/contracts';
import type { AuthContext } from '../../core/auth/identity';
import type { Db } from '../../core/db';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import {
  type Acceptor,
  acceptedVersions,
  findAcceptance,
  insertAcceptance,
} from './agreement-acceptances.repository';
import { findCurrentAgreement } from './agreements.repository';
import { agreementOut } from './agreements.service';

/**
 * Records, inside the caller's transaction, that the account accepted the version of `key` in force
 * (what a form's checkbox showed), and answers that version. Every flow that asks for an agreement
 * calls this: registration, verification, a ticket, closing the account.
 */
export async function acceptCurrentAgreement(
  tx: Db,
  acceptor: Acceptor,
  key: AgreementKey,
  at: Date,
): Promise<number> {
  const current = await findCurrentAgreement(tx, key);
  if (!current) throw new Error(`the agreement ${key} has no version`);
  await insertAcceptance(tx, acceptor, { key, version: current.version }, at);
  return current.version;
}

/** The acceptor of a session: the sub-account itself, or the main account. */
export function acceptorOf(auth: AuthContext): Acceptor {
  return { userId: auth.userId, subAccountId: auth.subAccountId };
}

/** The /agreements index: every agreement's version in force, in the order of AGREEMENT_KEYS. */
export async function agreementList(deps: Pick<AppDeps, 'db'>): Promise<{ agreements: AgreementSummary[] }> {
  const rows = await Promise.all(AGREEMENT_KEYS.map((key) => findCurrentAgreement(deps.db, key)));
  return {
    agreements: rows.flatMap((row) => {
      if (!row) return [];
      const { content: _zh, content_en: _en, ...summary } = agreementOut(row);
      return [summary];
    }),
  };
}

/**
 * The standing agreements (service, privacy) whose version in force a main account has not accepted.
 * A sub-account works under its main account's acceptance and is never asked.
 */
export async function pendingAgreements(
  deps: Pick<AppDeps, 'db'>,
  auth: AuthContext,
): Promise<{ agreements: Agreement[] }> {
  if (auth.subAccountId !== null) return { agreements: [] };
  const accepted = await acceptedVersions(deps.db, auth.userId, STANDING_AGREEMENT_KEYS);
  const current = await Promise.all(STANDING_AGREEMENT_KEYS.map((key) => findCurrentAgreement(deps.db, key)));
  return {
    agreements: current.flatMap((row) =>
      row && !accepted.has(`${row.key}:${row.version}`) ? [agreementOut(row)] : [],
    ),
  };
}

/** Accepts the version read; one that is no longer (or not yet) in force is refused, not recorded. */
export async function acceptAgreement(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  auth: AuthContext,
  body: { key: AgreementKey; version: number },
): Promise<{ accepted_at: string }> {
  const acceptor = acceptorOf(auth);
  return deps.db.transaction(async (tx) => {
    const current = await findCurrentAgreement(tx, body.key);
    if (!current || current.version !== body.version)
      throw refused(
        `version: ${body.version} is not the version in force of this agreement (${current?.version ?? 'none'}); read the current text and accept it`,
      );
    await insertAcceptance(tx, acceptor, body, deps.clock.now());
    const at = await findAcceptance(tx, acceptor, body);
    return { accepted_at: (at ?? deps.clock.now()).toISOString() };
  });
}
