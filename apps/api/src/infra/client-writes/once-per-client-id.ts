import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { clientWrites } from '../../db/schema/index';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type ClientWrite = {
  organisationId: string;
  /** The call's name, so one client_id on two kinds of write stays two writes. */
  kind: string;
  /** Absent: an ordinary write, done every time. */
  clientId: string | undefined;
};

/**
 * Runs `write` inside the caller's transaction once per organisation, kind and client_id
 * (DESIGN.md §4c). The claim is the table's primary key, taken before the write: a second call
 * arriving at once waits on the first's row, then finds it and answers the first result; if the
 * first is refused (its transaction rolls back), the claim goes with it and a repeat tries again.
 */
export async function oncePerClientId<T>(
  tx: Transaction,
  claim: ClientWrite,
  write: () => Promise<T>,
): Promise<T> {
  if (!claim.clientId) return write();
  const key = and(
    eq(clientWrites.organisationId, claim.organisationId),
    eq(clientWrites.kind, claim.kind),
    eq(clientWrites.clientId, claim.clientId),
  );
  const claimed = await tx
    .insert(clientWrites)
    .values({ organisationId: claim.organisationId, kind: claim.kind, clientId: claim.clientId })
    .onConflictDoNothing()
    .returning({ kind: clientWrites.kind });
  if (claimed.length === 0) {
    const [first] = await tx.select({ result: clientWrites.result }).from(clientWrites).where(key);
    return first?.result as T;
  }
  const result = await write();
  await tx
    .update(clientWrites)
    .set({ result: result ?? null })
    .where(key);
  return result;
}
