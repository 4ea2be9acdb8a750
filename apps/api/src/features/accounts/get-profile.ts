import type { Profile } from '@faith-shield/contract/accounts/get-profile';
import { USER_TYPE } from '@faith-shield/contract/shared/constants';
import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { organisations, plans, subscriptions, users } from '../../db/schema/index';
import { notFound } from '../../http/api-error';
import type { ReadCache } from '../../infra/cache/read-cache';
import { planSummary } from './plan-summary';

/** The organisation's owner: a sub user's main_id, the other side of their chat. */
async function ownerIdOf(db: Database, organisationId: string): Promise<string | undefined> {
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organisationId, organisationId), eq(users.type, USER_TYPE.owner)))
    .orderBy(asc(users.createdAt))
    .limit(1);
  return owner?.id;
}

/**
 * The organisation's latest active paid plan: a sub user's profile shows the plan's block for a
 * Yearly plan only (spec 02 §4), and their plan is the organisation's. Whether it is still in
 * force is worked out at each read.
 */
async function latestPaidPlanOf(db: Database, organisationId: string) {
  const [row] = await db
    .select({ type: plans.type, accessEndsAt: subscriptions.accessEndsAt })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planRowId))
    .where(and(eq(subscriptions.organisationId, organisationId), eq(subscriptions.status, 'active')))
    .orderBy(desc(subscriptions.accessEndsAt))
    .limit(1);
  return row;
}

/** spec 03 §2: how many members an alert tells (the owner and live sub users). */
async function teamSizeOf(db: Database, organisationId: string) {
  const [row] = await db
    .select({ members: count() })
    .from(users)
    .where(and(eq(users.organisationId, organisationId), isNull(users.deletedAt)));
  return row?.members ?? 0;
}

/** The rows a profile is made of; the plan's state is worked out from them at each read. */
async function loadProfileRows(db: Database, userId: string) {
  const [row] = await db
    .select({ user: users, organisation: organisations })
    .from(users)
    .innerJoin(organisations, eq(organisations.id, users.organisationId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return undefined;
  if (row.user.type === USER_TYPE.owner)
    return {
      ...row,
      mainId: undefined,
      paidPlan: undefined,
      teamSize: await teamSizeOf(db, row.organisation.id),
    };
  const [mainId, paidPlan, teamSize] = await Promise.all([
    ownerIdOf(db, row.organisation.id),
    latestPaidPlanOf(db, row.organisation.id),
    teamSizeOf(db, row.organisation.id),
  ]);
  return { ...row, mainId, paidPlan, teamSize };
}

/** spec 01 §3: the user's profile, their organisation and its plan. */
export async function getProfile(
  { db, readCache }: { db: Database; readCache: ReadCache },
  userId: string,
  now: Date,
): Promise<Profile> {
  const rows = await readCache.read(
    `profile:${userId}`,
    () => loadProfileRows(db, userId),
    (loaded) => loaded.organisation.id,
  );
  if (!rows) throw notFound();
  const { user, organisation, mainId, paidPlan, teamSize } = rows;
  const plan = planSummary(organisation, now, user.type);
  const isPaidPlanInForce =
    paidPlan !== undefined && paidPlan.accessEndsAt > now && plan.plan_status === 'active';
  return {
    id: user.id,
    type: user.type,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    mobile: user.mobile,
    image: user.image,
    ...plan,
    worship_place_name: organisation.worshipPlaceName,
    worship_address: organisation.worshipAddress,
    latitude: organisation.latitude,
    longitude: organisation.longitude,
    area: organisation.area,
    state: organisation.state,
    city: organisation.city,
    zip_code: organisation.zipCode,
    address: user.address,
    personal_lat: user.personalLat,
    personal_long: user.personalLong,
    personal_area: user.personalArea,
    personal_state: user.personalState,
    personal_city: user.personalCity,
    personal_zip_code: user.personalZipCode,
    team_size: teamSize,
    ...(mainId ? { main_id: mainId } : {}),
    ...(user.type === USER_TYPE.owner
      ? {}
      : { plan_type: isPaidPlanInForce ? paidPlan.type : '', leader: user.isLeader ? 'Yes' : 'No' }),
  };
}
