import type { ActionItem } from '@faith-shield/contract/risk/action-item';
import type { AssignRiskActionRequest } from '@faith-shield/contract/risk/assign-risk-action';
import { RISK_FIELD_MESSAGES, RISK_MESSAGES } from '@faith-shield/contract/risk/risk-messages';
import { USER_TYPE } from '@faith-shield/contract/shared/constants';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { isUuid } from '../../db/is-uuid';
import { riskAnswers, users } from '../../db/schema/index';
import { badRequest, notFound } from '../../http/api-error';
import type { AuthContext } from '../../infra/auth/authenticate';
import { notify } from '../notifications/notify';
import { findActionItem, itemRow } from './action-items';
import { displayDate } from './display-date';
import type { RiskReader } from './organisation-risk-rows';

const DAY_MS = 86_400_000;

/** The owner's calendar may be a day behind UTC: a due date of yesterday (UTC) is still today somewhere. */
const isPast = (dueDate: string, now: Date) =>
  dueDate < new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10);

async function findMember(db: Database, organisationId: string, id: string) {
  if (!isUuid(id)) throw notFound(RISK_MESSAGES.memberNotFound);
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, id),
        eq(users.organisationId, organisationId),
        ne(users.type, USER_TYPE.owner),
        isNull(users.deletedAt),
      ),
    );
  if (!member) throw notFound(RISK_MESSAGES.memberNotFound);
  return member;
}

/**
 * assign_risk_action: the item goes to a member of the organisation with a due date, open again
 * if it was done, and the member is told (a notification, Web Push and a mail) in the same write.
 */
export async function assignRiskAction(
  reader: RiskReader,
  auth: AuthContext,
  input: AssignRiskActionRequest,
  now: Date,
): Promise<ActionItem> {
  const { db } = reader;
  const item = await findActionItem(reader, auth.organisationId, input.question_id);
  const member = await findMember(db, auth.organisationId, input.user_id);
  if (isPast(input.due_date, now))
    throw badRequest(RISK_FIELD_MESSAGES.dueDatePast, { due_date: RISK_FIELD_MESSAGES.dueDatePast });
  await db.transaction(async (tx) => {
    await tx
      .update(riskAnswers)
      .set({
        assignedUserId: member.id,
        assignedAt: now,
        dueDate: input.due_date,
        doneAt: null,
        doneBy: null,
      })
      .where(itemRow(auth.organisationId, item.question_id));
    await notify(tx, {
      organisationId: auth.organisationId,
      userIds: [member.id],
      type: 'risk',
      title: 'A safety action was assigned to you',
      body: `${item.question} Due ${displayDate(input.due_date)}.`,
      url: `/subuser-detail?category=${item.category_id}&question=${item.question_id}`,
      mail: true,
    });
  });
  return findActionItem(reader, auth.organisationId, item.question_id);
}
