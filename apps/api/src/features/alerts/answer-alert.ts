import type { AlertAnswer } from '@faith-shield/contract/alerts/alert-fields';
import { ALERT_MESSAGES as M } from '@faith-shield/contract/alerts/alert-messages';
import type { AnswerAlertRequestSchema } from '@faith-shield/contract/alerts/answer-alert';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { alertAnswers, alerts } from '../../db/schema/index';
import { ApiError, notFound } from '../../http/api-error';
import type { AppDeps } from '../../http/app-deps';
import type { AuthContext } from '../../infra/auth/authenticate';
import { oncePerClientId } from '../../infra/client-writes/once-per-client-id';
import type { AlertLive } from './alert-live';
import { findCaller } from './alert-people';
import { announceAnswer } from './alert-told';
import { findAlert } from './find-alert';
import { namesOf } from './list-alerts';

export const alertClosed = () => new ApiError(409, M.closed);

/**
 * answer_alert: the caller's answer to their organisation's alert; a later one replaces it. A
 * client_id the organisation sent before, with any earlier answer, writes nothing and answers
 * the answer that counts: a queued answer sent again after a later one must not put itself back.
 */
export async function answerAlert(
  deps: AppDeps,
  live: AlertLive,
  auth: AuthContext,
  input: z.output<typeof AnswerAlertRequestSchema>,
): Promise<AlertAnswer> {
  const caller = await findCaller(deps.db, auth.userId);
  const access = await findAlert(deps.db, caller, input.id);
  // spec 03 §2: a regional alert told to another team has no roll-call to answer
  if (access.received) throw notFound(M.notFound);
  const now = deps.now();
  const names = await namesOf(deps, [access.row], caller.organisationId);
  const stored = await deps.db.transaction(async (tx) => {
    const [alert] = await tx
      .select({ status: alerts.status })
      .from(alerts)
      .where(eq(alerts.id, access.row.id))
      .for('share');
    if (alert?.status !== 'active') throw alertClosed();
    // a client_id the organisation sent before writes nothing (client_writes keeps every one)
    let isReplay = Boolean(input.client_id);
    await oncePerClientId(
      tx,
      { organisationId: caller.organisationId, kind: 'answer_alert', clientId: input.client_id },
      async () => {
        isReplay = false;
        const values = {
          alertId: access.row.id,
          userId: caller.id,
          answer: input.answer,
          note: input.note,
          lat: input.lat ?? null,
          long: input.long ?? null,
          clientId: input.client_id ?? null,
          answeredAt: now,
        };
        const { alertId: _alert, userId: _user, ...changed } = values;
        await tx
          .insert(alertAnswers)
          .values(values)
          .onConflictDoUpdate({ target: [alertAnswers.alertId, alertAnswers.userId], set: changed });
        return null;
      },
    );
    const [row] = await tx
      .select()
      .from(alertAnswers)
      .where(and(eq(alertAnswers.alertId, access.row.id), eq(alertAnswers.userId, caller.id)));
    // a client_id the organisation used for another member's or alert's answer: nothing of ours
    if (!row && isReplay) throw notFound(M.notFound);
    if (!row) throw new Error('answer not stored');
    const answer: AlertAnswer = {
      user_id: caller.id,
      name: caller.name,
      answer: row.answer,
      note: row.note,
      lat: row.lat,
      long: row.long,
      answered_at: row.answeredAt.toISOString(),
      mobile: '',
    };
    if (!isReplay)
      await announceAnswer(
        tx,
        live,
        access.row,
        {
          organisationName: names.places.get(access.row.organisationId) ?? '',
          senderName: names.senders.get(access.row.sentBy) ?? '',
        },
        answer,
      );
    return answer;
  });
  return stored;
}
