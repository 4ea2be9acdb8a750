import { ALERT_LIMITS } from '@faith-shield/contract/alerts/alert-messages';
import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { alertAnswers, alerts, organisations } from '../../db/schema/index';
import { drainInTransactions } from '../../infra/jobs/claim-queue';
import { notify } from '../notifications/notify';
import { renotice } from './alert-notices';
import { membersOf } from './alert-people';

const BATCH = 20;

type RenoticeDeps = { db: Database; now: () => Date; log: FastifyBaseLogger };

/**
 * spec 03 §2: members who have not answered two minutes after an alert are told once more (push
 * and notification). Each batch of due alerts is claimed with FOR UPDATE SKIP LOCKED and marked
 * in the transaction that writes the notices (drainInTransactions), so processes running this
 * side by side never take the same alert; the notices' dedupe key keeps a second one out even if
 * a claim were lost.
 */
export async function runAlertRenotices(deps: RenoticeDeps): Promise<number> {
  const now = deps.now();
  const renoticed = await drainInTransactions(
    deps.db,
    BATCH,
    (tx, limit) =>
      tx
        .select()
        .from(alerts)
        .where(
          and(
            eq(alerts.status, 'active'),
            isNull(alerts.renoticedAt),
            lte(alerts.createdAt, new Date(now.getTime() - ALERT_LIMITS.renoticeAfterMs)),
          ),
        )
        .orderBy(asc(alerts.createdAt))
        .limit(limit)
        .for('update', { skipLocked: true }),
    async (tx, due) => {
      const ids = due.map((alert) => alert.id);
      const [answered, places] = await Promise.all([
        tx
          .select({ alertId: alertAnswers.alertId, userId: alertAnswers.userId })
          .from(alertAnswers)
          .where(inArray(alertAnswers.alertId, ids)),
        tx
          .select({ id: organisations.id, name: organisations.worshipPlaceName })
          .from(organisations)
          .where(inArray(organisations.id, [...new Set(due.map((alert) => alert.organisationId))])),
      ]);
      for (const alert of due) {
        const done = new Set(answered.filter((row) => row.alertId === alert.id).map((row) => row.userId));
        const pending = (await membersOf(tx, alert.organisationId))
          .filter((member) => member.id !== alert.sentBy && !done.has(member.id))
          .map((member) => member.id);
        const name = places.find((place) => place.id === alert.organisationId)?.name ?? '';
        await notify(tx, renotice(alert, name, pending));
      }
      await tx.update(alerts).set({ renoticedAt: now }).where(inArray(alerts.id, ids));
      return due.length;
    },
  );
  if (renoticed > 0) deps.log.info({ renoticed }, 'alert re-notices sent');
  return renoticed;
}
