import type { AlertAnswer, AlertDetail } from '@faith-shield/contract/alerts/alert-fields';
import { eq } from 'drizzle-orm';
import { alertAnswers } from '../../db/schema/index';
import type { AppDeps } from '../../http/app-deps';
import type { AuthContext } from '../../infra/auth/authenticate';
import { findCaller, membersOf } from './alert-people';
import { alertOf, countsOf } from './alert-view';
import { canManage, findAlert } from './find-alert';
import { namesOf } from './list-alerts';

/**
 * get_alert_detail (spec 03 §2): the sender, owner and leaders get one row per member, pending
 * until answered; other members only the rows that need help (so those nearby can go to them);
 * an owner told of another team's alert gets no rows.
 */
export async function getAlertDetail(deps: AppDeps, auth: AuthContext, id: string): Promise<AlertDetail> {
  const caller = await findCaller(deps.db, auth.userId);
  const access = await findAlert(deps.db, caller, id);
  const { row } = access;
  const names = await namesOf(deps, [row], caller.organisationId);
  const common = {
    createdBy: names.senders.get(row.sentBy) ?? '',
    worshipPlaceName: names.places.get(row.organisationId) ?? '',
  };
  if (access.received)
    return {
      ...alertOf(row, {
        ...common,
        counts: { ok: 0, help: 0, away: 0, pending: 0 },
        received: true,
        distanceMiles: access.distanceMiles,
        canManage: false,
      }),
      answers: [],
    };
  const manages = canManage(caller, row);
  const [members, answered] = await Promise.all([
    membersOf(deps.db, row.organisationId),
    deps.db.select().from(alertAnswers).where(eq(alertAnswers.alertId, row.id)),
  ]);
  const counts = await countsOf(deps.db, [row.id], members.length);
  const byUser = new Map(answered.map((answer) => [answer.userId, answer]));
  const rows: AlertAnswer[] = members.map((member) => {
    const answer = byUser.get(member.id);
    return {
      user_id: member.id,
      name: member.name,
      answer: answer?.answer ?? 'pending',
      note: answer?.note ?? '',
      lat: answer?.lat ?? null,
      long: answer?.long ?? null,
      answered_at: answer?.answeredAt.toISOString() ?? null,
      mobile: manages ? member.mobile : '',
    };
  });
  return {
    ...alertOf(row, {
      ...common,
      counts: counts.get(row.id) ?? { ok: 0, help: 0, away: 0, pending: members.length },
      received: false,
      distanceMiles: null,
      canManage: manages,
    }),
    answers: manages ? rows : rows.filter((answer) => answer.answer === 'help'),
  };
}
