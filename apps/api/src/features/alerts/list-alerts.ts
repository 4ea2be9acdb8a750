import type { Alert } from '@faith-shield/contract/alerts/alert-fields';
import { desc, eq, inArray } from 'drizzle-orm';
import { alertRegionRecipients, alerts, organisations, users } from '../../db/schema/index';
import type { AppDeps } from '../../http/app-deps';
import type { AuthContext } from '../../infra/auth/authenticate';
import { findCaller, fullName, membersOf } from './alert-people';
import { alertOf, countsOf } from './alert-view';
import { canManage } from './find-alert';

/** The list shows this many of the latest alerts. */
const LISTED = 100;

/** get_alerts: the organisation's alerts and the regional ones received, active first, then newest. */
export async function listAlerts(deps: AppDeps, auth: AuthContext): Promise<Alert[]> {
  const caller = await findCaller(deps.db, auth.userId);
  const [own, received, members] = await Promise.all([
    deps.db
      .select()
      .from(alerts)
      .where(eq(alerts.organisationId, caller.organisationId))
      .orderBy(desc(alerts.createdAt))
      .limit(LISTED),
    deps.db
      .select({ alert: alerts, distanceMiles: alertRegionRecipients.distanceMiles })
      .from(alertRegionRecipients)
      .innerJoin(alerts, eq(alerts.id, alertRegionRecipients.alertId))
      .where(eq(alertRegionRecipients.userId, caller.id))
      .orderBy(desc(alerts.createdAt))
      .limit(LISTED),
    membersOf(deps.db, caller.organisationId),
  ]);
  const receivedRows = received.map((entry) => entry.alert);
  const all = [...own, ...receivedRows];
  const names = await namesOf(deps, all, caller.organisationId);
  const counts = await countsOf(
    deps.db,
    own.map((row) => row.id),
    members.length,
  );
  const ownName = names.places.get(caller.organisationId) ?? '';
  const listed = [
    ...own.map((row) =>
      alertOf(row, {
        counts: counts.get(row.id) ?? { ok: 0, help: 0, away: 0, pending: members.length },
        createdBy: names.senders.get(row.sentBy) ?? '',
        worshipPlaceName: ownName,
        received: false,
        distanceMiles: null,
        canManage: canManage(caller, row),
      }),
    ),
    ...received.map(({ alert, distanceMiles }) =>
      alertOf(alert, {
        counts: { ok: 0, help: 0, away: 0, pending: 0 },
        createdBy: names.senders.get(alert.sentBy) ?? '',
        worshipPlaceName: names.places.get(alert.organisationId) ?? '',
        received: true,
        distanceMiles,
        canManage: false,
      }),
    ),
  ];
  return listed.sort(
    (a, b) =>
      Number(b.status === 'active') - Number(a.status === 'active') ||
      b.created_at.localeCompare(a.created_at),
  );
}

export async function namesOf(
  deps: Pick<AppDeps, 'db'>,
  rows: { sentBy: string; organisationId: string }[],
  ownOrganisationId: string,
) {
  const senderIds = [...new Set(rows.map((row) => row.sentBy))];
  const placeIds = [...new Set([ownOrganisationId, ...rows.map((row) => row.organisationId)])];
  const [senders, places] = await Promise.all([
    senderIds.length === 0
      ? []
      : deps.db
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(inArray(users.id, senderIds)),
    deps.db
      .select({ id: organisations.id, name: organisations.worshipPlaceName })
      .from(organisations)
      .where(inArray(organisations.id, placeIds)),
  ]);
  return {
    senders: new Map(senders.map((row) => [row.id, fullName(row)])),
    places: new Map(places.map((row) => [row.id, row.name])),
  };
}
