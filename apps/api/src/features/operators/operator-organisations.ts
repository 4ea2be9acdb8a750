import {
  ORGANISATIONS_PAGE_SIZE,
  type OrganisationSummary,
} from '@faith-shield/contract/operators/operator-organisations';
import { PLAN_NAMES, type PlanId } from '@faith-shield/contract/shared/constants';
import { and, desc, eq, ilike, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { organisations, plans, subscriptions, users } from '../../db/schema/index';
import { notFound } from '../../http/api-error';
import { effectivePlanTier } from '../../infra/auth/authenticate';
import { afterCursor, pageOf } from './keyset-page';

const KEYSET = { table: organisations, at: organisations.createdAt, id: organisations.id };

/** What an operator may see of an organisation: its account, never its members' content. */
const summaryColumns = {
  id: organisations.id,
  name: organisations.worshipPlaceName,
  city: organisations.city,
  state: organisations.state,
  planTier: organisations.planTier,
  planEndsAt: organisations.planEndsAt,
  createdAt: organisations.createdAt,
  // written out: in a one-table select Drizzle drops the table names, and "id" is then ambiguous
  memberCount: sql<number>`(select count(*)::int from users u where u.organisation_id = organisations.id and u.deleted_at is null)`,
  // as epoch milliseconds: a computed timestamp comes back from each driver in its own text form
  lastActivity: sql<
    number | null
  >`(select extract(epoch from max(s.last_seen_at))::float8 * 1000 from sessions s join users u on u.id = s.user_id where u.organisation_id = organisations.id)`,
  renewal: sql<
    number | null
  >`(select extract(epoch from s.current_period_end)::float8 * 1000 from subscriptions s where s.organisation_id = organisations.id and s.status = 'active')`,
};

type SummaryRow = {
  id: string;
  name: string;
  city: string;
  state: string;
  planTier: number;
  planEndsAt: Date | null;
  createdAt: Date;
  memberCount: number;
  lastActivity: number | null;
  renewal: number | null;
};

const iso = (value: Date | number | null) => (value === null ? null : new Date(Number(value)).toISOString());

function summaryOf(row: SummaryRow, now: Date): OrganisationSummary {
  const tier = effectivePlanTier(row.planTier, row.planEndsAt, now) as PlanId;
  return {
    id: row.id,
    name: row.name,
    city: row.city,
    state: row.state,
    plan: PLAN_NAMES[tier] || 'No plan',
    plan_status: tier === 0 ? 'deactive' : 'active',
    // a paid plan renews at its period's end; a trial (no subscription) ends at plan_ends_at
    renewal_date: iso(row.renewal) ?? iso(row.planEndsAt),
    member_count: row.memberCount,
    last_activity: iso(row.lastActivity),
    created_at: row.createdAt.toISOString(),
  };
}

type ListFilter = { search: string; before?: string | undefined };

/** A page of every organisation (newest first), by name when `search` is given. */
export async function listOrganisations(db: Database, { search, before }: ListFilter, now: Date) {
  const after = await afterCursor(db, KEYSET, before);
  const rows = await db
    .select(summaryColumns)
    .from(organisations)
    .where(
      and(
        search ? ilike(organisations.worshipPlaceName, `%${search.replace(/[%_\\]/g, '\\$&')}%`) : undefined,
        after,
      ),
    )
    .orderBy(desc(organisations.createdAt), desc(organisations.id))
    .limit(ORGANISATIONS_PAGE_SIZE + 1);
  const { page, nextBefore } = pageOf(rows, ORGANISATIONS_PAGE_SIZE);
  return { organisations: page.map((row) => summaryOf(row, now)), next_before: nextBefore };
}

/** One organisation: its summary, its owner's name and e-mail, and every subscription it had. */
export async function getOrganisation(db: Database, id: string, now: Date) {
  const [row] = await db.select(summaryColumns).from(organisations).where(eq(organisations.id, id)).limit(1);
  if (!row) throw notFound();
  const [owner] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      twoFactorEnabledAt: users.twoFactorEnabledAt,
    })
    .from(users)
    .where(and(eq(users.organisationId, id), eq(users.type, 1), isNull(users.deletedAt)))
    .limit(1);
  const history = await db
    .select({ subscription: subscriptions, planName: plans.name, planType: plans.type })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planRowId))
    .where(eq(subscriptions.organisationId, id))
    .orderBy(desc(subscriptions.createdAt));
  return {
    organisation: {
      ...summaryOf(row, now),
      owner_name: owner ? `${owner.firstName} ${owner.lastName}` : '',
      owner_email: owner?.email ?? '',
      owner_two_factor: Boolean(owner?.twoFactorEnabledAt),
    },
    subscriptions: history.map(({ subscription, planName, planType }) => ({
      id: subscription.id,
      plan: `${planName} (${planType})`,
      price_cents: subscription.priceCents,
      period_days: subscription.periodDays,
      status: subscription.status,
      started_at: subscription.createdAt.toISOString(),
      current_period_end: subscription.currentPeriodEnd.toISOString(),
      cancelled_at: subscription.cancelledAt?.toISOString() ?? null,
      payment_failed_at: subscription.paymentFailedAt?.toISOString() ?? null,
      ended_at: subscription.endedAt?.toISOString() ?? null,
    })),
  };
}
