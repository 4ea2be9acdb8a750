import type { Alert } from '@faith-shield/contract/alerts/alert-fields';
import { ALERT_LIMITS, ALERT_MESSAGES as M } from '@faith-shield/contract/alerts/alert-messages';
import type { SendAlertRequestSchema } from '@faith-shield/contract/alerts/send-alert';
import { and, count, eq, gt } from 'drizzle-orm';
import type { z } from 'zod';
import { alertRegionRecipients, alerts, organisations } from '../../db/schema/index';
import { ApiError, forbidden } from '../../http/api-error';
import type { AppDeps } from '../../http/app-deps';
import type { AuthContext } from '../../infra/auth/authenticate';
import { notify } from '../notifications/notify';
import { auditActorOf, recordAudit } from '../security/record-audit';
import type { AlertLive } from './alert-live';
import { alertNotice, regionalNotice } from './alert-notices';
import { findCaller, membersOf } from './alert-people';
import { postAlertLine } from './alert-team-line';
import { announceAlert, textAlert } from './alert-told';
import { alertOf } from './alert-view';
import { ownersWithin } from './region-distance';

const HOUR_MS = 60 * 60_000;

/**
 * send_alert: the owner or a leader tells every member (spec 03 §2), and with region scope the
 * owners of places of worship within the radius. The alert, its notices, their deliveries and
 * the live frame's announcement are one write; the text messages follow its commit.
 */
export async function sendAlert(
  deps: AppDeps,
  live: AlertLive,
  auth: AuthContext,
  input: z.output<typeof SendAlertRequestSchema>,
  ip: string,
): Promise<Alert> {
  const caller = await findCaller(deps.db, auth.userId);
  if (!caller.isOwner && !caller.isLeader) throw forbidden(M.onlyLeaders);
  if (input.scope === 'region' && !caller.isOwner) throw forbidden(M.regionOwnersOnly);
  const now = deps.now();
  const sent = await deps.db.transaction(async (tx) => {
    // one send at a time per organisation, so two at once cannot both pass the hourly limit
    const [organisation] = await tx
      .select({ name: organisations.worshipPlaceName })
      .from(organisations)
      .where(eq(organisations.id, caller.organisationId))
      .for('update');
    if (!organisation) throw new Error('the organisation is gone');
    const [recent] = await tx
      .select({ count: count() })
      .from(alerts)
      .where(
        and(
          eq(alerts.organisationId, caller.organisationId),
          gt(alerts.createdAt, new Date(now.getTime() - HOUR_MS)),
        ),
      );
    if ((recent?.count ?? 0) >= ALERT_LIMITS.perHour) throw new ApiError(429, M.tooMany);
    const [row] = await tx
      .insert(alerts)
      .values({
        organisationId: caller.organisationId,
        kind: input.kind,
        message: input.message,
        locationNote: input.location_note,
        scope: input.scope,
        radiusMiles: input.scope === 'region' ? (input.radius_miles ?? null) : null,
        sentBy: caller.id,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('alert not stored');
    await recordAudit(tx, { ...auditActorOf(auth, { ip }), action: 'alert_sent', target: row.kind });
    const members = await membersOf(tx, caller.organisationId);
    const others = members.filter((member) => member.id !== caller.id);
    await notify(
      tx,
      alertNotice(
        row,
        organisation.name,
        others.map((member) => member.id),
      ),
    );
    const region = row.radiusMiles ? await ownersWithin(tx, caller.organisationId, row.radiusMiles) : [];
    if (region.length > 0) {
      await tx
        .insert(alertRegionRecipients)
        .values(region.map((recipient) => ({ alertId: row.id, ...recipient })));
      for (const recipient of region) await notify(tx, regionalNotice(row, organisation.name, recipient));
    }
    const told = { alert: row, organisationName: organisation.name, senderName: caller.name, textTo: others };
    await announceAlert(tx, live, 'sent', told);
    await postAlertLine(tx, 'sent', row, caller, now);
    return { row, members, told };
  });
  textAlert(deps, 'sent', sent.told);
  return alertOf(sent.row, {
    counts: { ok: 0, help: 0, away: 0, pending: sent.members.length },
    createdBy: caller.name,
    worshipPlaceName: sent.told.organisationName,
    received: false,
    distanceMiles: null,
    canManage: true,
  });
}
