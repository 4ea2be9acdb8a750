import type { AddBlockoutRequestSchema } from '@faith-shield/contract/duty-roster/add-blockout';
import type { Blockout } from '@faith-shield/contract/duty-roster/roster-fields';
import { ROSTER_MESSAGES as M } from '@faith-shield/contract/duty-roster/roster-messages';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { isUuid } from '../../db/is-uuid';
import { blockouts, users } from '../../db/schema/index';
import { notFound } from '../../http/api-error';
import type { AuthContext } from '../../infra/auth/authenticate';
import { findCaller, fullName } from '../alerts/alert-people';

type BlockoutRow = typeof blockouts.$inferSelect;

const blockoutOf = (row: BlockoutRow, name: string): Blockout => ({
  id: row.id,
  user_id: row.userId,
  name,
  start_date: row.startDate,
  end_date: row.endDate,
  reason: row.reason,
});

/**
 * add_blockout (spec 03 §4): the caller's own away dates. The member's row is locked as
 * assign_duty locks it, so a duty and away dates written at once cannot both pass.
 */
export async function addBlockout(
  db: Database,
  auth: AuthContext,
  input: z.output<typeof AddBlockoutRequestSchema>,
): Promise<Blockout> {
  const caller = await findCaller(db, auth.userId);
  const row = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, caller.id)).for('no key update');
    const [added] = await tx
      .insert(blockouts)
      .values({
        organisationId: caller.organisationId,
        userId: caller.id,
        startDate: input.start_date,
        endDate: input.end_date,
        reason: input.reason,
      })
      .returning();
    return added;
  });
  if (!row) throw new Error('blockout not stored');
  return blockoutOf(row, caller.name);
}

/** get_blockouts (spec 03 §4): one's own; the owner and leaders get the whole team's. */
export async function listBlockouts(db: Database, auth: AuthContext): Promise<Blockout[]> {
  const caller = await findCaller(db, auth.userId);
  const isManager = caller.isOwner || caller.isLeader;
  const rows = await db
    .select({ blockout: blockouts, firstName: users.firstName, lastName: users.lastName })
    .from(blockouts)
    .innerJoin(users, eq(users.id, blockouts.userId))
    .where(
      isManager
        ? eq(blockouts.organisationId, caller.organisationId)
        : and(eq(blockouts.organisationId, caller.organisationId), eq(blockouts.userId, caller.id)),
    )
    .orderBy(asc(blockouts.startDate), asc(blockouts.id));
  return rows.map((row) => blockoutOf(row.blockout, fullName(row)));
}

/** delete_blockout (spec 03 §4): one's own only; anyone else's is the same 404. */
export async function deleteBlockout(db: Database, auth: AuthContext, id: string) {
  if (!isUuid(id)) throw notFound(M.blockoutNotFound);
  const gone = await db
    .delete(blockouts)
    .where(and(eq(blockouts.id, id), eq(blockouts.userId, auth.userId)))
    .returning({ id: blockouts.id });
  if (gone.length === 0) throw notFound(M.blockoutNotFound);
}
