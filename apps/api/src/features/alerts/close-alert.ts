import type { Alert } from '@faith-shield/contract/alerts/alert-fields';
import { ALERT_MESSAGES as M } from '@faith-shield/contract/alerts/alert-messages';
import type { CloseAlertRequestSchema } from '@faith-shield/contract/alerts/close-alert';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { alerts, organisations } from '../../db/schema/index';
import { forbidden, notFound } from '../../http/api-error';
import type { AppDeps } from '../../http/app-deps';
import type { AuthContext } from '../../infra/auth/authenticate';
import { notify } from '../notifications/notify';
import { auditActorOf, recordAudit } from '../security/record-audit';
import type { AlertLive } from './alert-live';
import { allClearNotice } from './alert-notices';
import { findCaller, membersOf } from './alert-people';
import { postAlertLine } from './alert-team-line';
import { announceAlert, textAlert } from './alert-told';
import { alertOf, countsOf } from './alert-view';
import { alertClosed } from './answer-alert';
import { canManage, findAlert } from './find-alert';
import { namesOf } from './list-alerts';

/** close_alert: the owner or a leader ends the alert with an all-clear every member is told of. */
export async function closeAlert(
  deps: AppDeps,
  live: AlertLive,
  auth: AuthContext,
  input: z.output<typeof CloseAlertRequestSchema>,
  ip: string,
): Promise<Alert> {
  const caller = await findCaller(deps.db, auth.userId);
  const access = await findAlert(deps.db, caller, input.id);
  if (access.received) throw notFound(M.notFound);
  if (!canManage(caller, access.row)) throw forbidden();
  const now = deps.now();
  const names = await namesOf(deps, [access.row], caller.organisationId);
  const closed = await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(alerts).where(eq(alerts.id, access.row.id)).for('update');
    if (current?.status !== 'active') throw alertClosed();
    const [row] = await tx
      .update(alerts)
      .set({ status: 'closed', closedAt: now, closedBy: caller.id, closingNote: input.closing_note })
      .where(eq(alerts.id, current.id))
      .returning();
    if (!row) throw new Error('alert not closed');
    await recordAudit(tx, { ...auditActorOf(auth, { ip }), action: 'alert_closed', target: row.kind });
    const [organisation] = await tx
      .select({ name: organisations.worshipPlaceName })
      .from(organisations)
      .where(eq(organisations.id, row.organisationId));
    const members = await membersOf(tx, row.organisationId);
    const others = members.filter((member) => member.id !== caller.id);
    await notify(
      tx,
      allClearNotice(
        row,
        organisation?.name ?? '',
        others.map((member) => member.id),
      ),
    );
    const told = {
      alert: row,
      organisationName: organisation?.name ?? '',
      senderName: names.senders.get(row.sentBy) ?? '',
      textTo: others,
    };
    await announceAlert(tx, live, 'closed', told);
    await postAlertLine(tx, 'closed', row, caller, now);
    return { row, members, organisationName: told.organisationName, told };
  });
  textAlert(deps, 'closed', closed.told);
  const counts = await countsOf(deps.db, [closed.row.id], closed.members.length);
  return alertOf(closed.row, {
    counts: counts.get(closed.row.id) ?? { ok: 0, help: 0, away: 0, pending: closed.members.length },
    createdBy: names.senders.get(closed.row.sentBy) ?? '',
    worshipPlaceName: closed.organisationName,
    received: false,
    distanceMiles: null,
    canManage: true,
  });
}
