import { TIERS, USER_TYPE } from '@faith-shield/contract/shared/constants';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { organisations, users } from '../../db/schema/index';
import { effectivePlanTier } from '../../infra/auth/authenticate';

/** Whose report: the organisation and the person whose view it is (an owner sees it all). */
export type ReportViewer = { organisationId: string; userId: string; type: number };

export const isOwnerView = (viewer: ReportViewer) => viewer.type === USER_TYPE.owner;

/**
 * The viewer a signed link or a share speaks for, read afresh: a member since deleted, or an
 * organisation whose plan no longer has reports, has none (the link answers nothing).
 */
export async function liveViewer(db: Database, userId: string, now: Date): Promise<ReportViewer | undefined> {
  const [row] = await db
    .select({
      organisationId: users.organisationId,
      userId: users.id,
      type: users.type,
      planTier: organisations.planTier,
      planEndsAt: organisations.planEndsAt,
    })
    .from(users)
    .innerJoin(organisations, eq(organisations.id, users.organisationId))
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  if (!row) return undefined;
  const tier = effectivePlanTier(row.planTier, row.planEndsAt, now);
  if (!(TIERS.advance as readonly number[]).includes(tier)) return undefined;
  return { organisationId: row.organisationId, userId: row.userId, type: row.type };
}
