import { eq } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { instances } from '../../db/schema/instances/instances.table';

/** What the gateway needs of the instance an SSH login names (its name is the login name). */
export async function findInstanceByName(db: Db, name: string) {
  const [row] = await db
    .select({
      id: instances.id,
      name: instances.name,
      status: instances.status,
      providerRef: instances.providerRef,
      userId: instances.userId,
      subAccountId: instances.subAccountId,
      passwordLogin: instances.sshPasswordLogin,
    })
    .from(instances)
    .where(eq(instances.name, name))
    .limit(1);
  return row ?? null;
}
