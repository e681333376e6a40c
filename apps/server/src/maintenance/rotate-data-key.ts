import { VerifyType } from '@gpucloud/domain';
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type { PersonalDataVault } from '../core/crypto/personal-data';
import type { Db } from '../core/db';
import { instancePlugins } from '../db/schema/instances/plugins.table';
import { staffLoginChallenges, staffMembers } from '../db/schema/staff/staff.table';
import { instanceLaunches, type StoredEnvVar, templates } from '../db/schema/templates/templates.table';
import {
  type SealedSubject,
  verificationChecks,
  verificationFiles,
  verifications,
} from '../db/schema/verification/verification.table';
import { dockerMachines } from '../providers/compute/docker/docker-machines.table';
import type { FileStore } from '../providers/files/file-store';
import { sandboxVerificationChecks } from '../providers/verification/sandbox/sandbox-verification.table';

export interface RotationCounts {
  texts: number;
  files: number;
  indexes: number;
}

/** A sealed text opened under any key the vault knows and sealed again under the current one. */
function reseal(vault: PersonalDataVault, sealed: string | null): string | null {
  if (sealed === null || vault.isCurrent(sealed)) return null;
  return vault.seal(vault.open(sealed));
}

/** The keyed digest a record's number has under the current key (it changes with the key). */
function subjectIndexOf(vault: PersonalDataVault, row: typeof verifications.$inferSelect): string | null {
  if (row.subjectIndex === null) return null;
  const subject: SealedSubject = row.sealed ? JSON.parse(vault.open(row.sealed)) : {};
  if (row.method === 'other_channel')
    return vault.index(`document:${row.documentType}`, subject.idNumber ?? '');
  if (row.verifyType === VerifyType.ENTERPRISE) return vault.index('credit-code', row.maskedNumber);
  return vault.index('resident-id', subject.idNumber ?? '');
}

/**
 * After a key rotation (the new key in DATA_ENCRYPTION_KEY, the old ones in DATA_ENCRYPTION_OLD_KEYS):
 * seals every sealed text and document file again under the new key and recomputes the keyed
 * digests of ID numbers and credit codes. Row by row, each in its own statement; running it twice
 * changes nothing the second time. When it reports done, the old keys can be dropped.
 */
export async function rotateSealedData(deps: {
  db: Db;
  files: FileStore;
  vault: PersonalDataVault;
}): Promise<RotationCounts> {
  const { db, vault } = deps;
  const counts: RotationCounts = { texts: 0, files: 0, indexes: 0 };
  const bump = (value: string | null) => {
    if (value !== null) counts.texts += 1;
    return value;
  };

  for (const row of await db.select().from(staffMembers).where(isNotNull(staffMembers.totpSecretSealed))) {
    const sealed = bump(reseal(vault, row.totpSecretSealed));
    if (sealed)
      await db.update(staffMembers).set({ totpSecretSealed: sealed }).where(eq(staffMembers.id, row.id));
  }
  for (const row of await db
    .select()
    .from(staffLoginChallenges)
    .where(isNotNull(staffLoginChallenges.pendingSecretSealed))) {
    const sealed = bump(reseal(vault, row.pendingSecretSealed));
    if (sealed)
      await db
        .update(staffLoginChallenges)
        .set({ pendingSecretSealed: sealed })
        .where(eq(staffLoginChallenges.id, row.id));
  }
  for (const row of await db.select().from(verifications)) {
    const sealed = bump(reseal(vault, row.sealed));
    const transfer = bump(reseal(vault, row.transferSealed));
    const index = subjectIndexOf(vault, row);
    if (index !== row.subjectIndex) counts.indexes += 1;
    if (sealed || transfer || index !== row.subjectIndex)
      await db
        .update(verifications)
        .set({
          ...(sealed ? { sealed } : {}),
          ...(transfer ? { transferSealed: transfer } : {}),
          subjectIndex: index,
        })
        .where(eq(verifications.id, row.id));
  }
  for (const row of await db
    .select()
    .from(verificationChecks)
    .where(isNotNull(verificationChecks.sealedResult))) {
    const sealed = bump(reseal(vault, row.sealedResult));
    if (sealed)
      await db
        .update(verificationChecks)
        .set({ sealedResult: sealed })
        .where(eq(verificationChecks.id, row.id));
  }
  for (const row of await db.select().from(sandboxVerificationChecks)) {
    const facts = bump(reseal(vault, row.sealedFacts));
    const value = bump(reseal(vault, row.sealedValue));
    if (facts || value)
      await db
        .update(sandboxVerificationChecks)
        .set({ ...(facts ? { sealedFacts: facts } : {}), ...(value ? { sealedValue: value } : {}) })
        .where(eq(sandboxVerificationChecks.ref, row.ref));
  }
  // Secrets of machines: the SSH passwords of Docker machines and the plugins' access tokens.
  for (const row of await db.select().from(dockerMachines)) {
    const sealed = bump(reseal(vault, row.passwordSealed));
    if (sealed)
      await db.update(dockerMachines).set({ passwordSealed: sealed }).where(eq(dockerMachines.ref, row.ref));
    // A template's variables (issue 42), sealed as one text in the machine's shape.
    const launch = row.shape.launch;
    const env = launch ? bump(reseal(vault, launch.envSealed)) : null;
    if (launch && env)
      await db
        .update(dockerMachines)
        .set({ shape: { ...row.shape, launch: { ...launch, envSealed: env } } })
        .where(eq(dockerMachines.ref, row.ref));
  }
  // Secret variables of templates and of the instances made from them (issue 42).
  const resealEnv = (env: StoredEnvVar[]) => {
    let changed = false;
    const next = env.map((entry) => {
      const sealed = entry.secret ? bump(reseal(vault, entry.value)) : null;
      if (!sealed) return entry;
      changed = true;
      return { ...entry, value: sealed };
    });
    return changed ? next : null;
  };
  for (const row of await db.select().from(templates)) {
    const env = resealEnv(row.env);
    if (env) await db.update(templates).set({ env }).where(eq(templates.id, row.id));
  }
  for (const row of await db.select().from(instanceLaunches)) {
    const env = resealEnv(row.env);
    if (env)
      await db.update(instanceLaunches).set({ env }).where(eq(instanceLaunches.instanceId, row.instanceId));
  }
  for (const row of await db.select().from(instancePlugins).where(ne(instancePlugins.tokenSealed, ''))) {
    const sealed = bump(reseal(vault, row.tokenSealed));
    if (sealed)
      await db
        .update(instancePlugins)
        .set({ tokenSealed: sealed })
        .where(and(eq(instancePlugins.instanceId, row.instanceId), eq(instancePlugins.plugin, row.plugin)));
  }
  for (const row of await db.select().from(verificationFiles)) {
    const stored = await deps.files.get(row.fileKey);
    if (!stored) continue;
    const resealed = vault.sealBytesAgain(stored.bytes);
    if (!resealed) continue;
    await deps.files.put(row.fileKey, resealed, { contentType: 'application/octet-stream' });
    counts.files += 1;
  }
  return counts;
}
