import type { Answer } from '@faith-shield/contract/risk/risk-answer-update-by-user';
import { ANSWER, type AnswerStatus } from '@faith-shield/contract/risk/risk-assessment';
import { RISK_MESSAGES } from '@faith-shield/contract/risk/risk-messages';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { riskAnswers } from '../../db/schema/index';
import { notFound } from '../../http/api-error';
import type { AuthContext } from '../../infra/auth/authenticate';
import { type Assessment, loadAssessment } from './assessment';
import type { RiskReader } from './organisation-risk-rows';
import { loadRiskContent, type RiskContent } from './risk-content';

/**
 * What the answers leave stored, by question id: a status, or null for no answer. Later
 * entries win; a parent that ends up other than Yes takes its sub-answers with it (spec 02 §3:
 * sub-questions count only under a Yes). Ids that are not the content's are refused (404)
 * before anything is written.
 */
export function finalAnswers(content: RiskContent, answers: readonly Answer[]) {
  const final = new Map<string, AnswerStatus | null>();
  const parents = new Set<string>();
  const keep = (status: AnswerStatus) => (status === ANSWER.unanswered ? null : status);
  for (const answer of answers) {
    const question = content.byId.get(answer.question_id);
    if (!question || question.parentId !== null || question.categoryId !== answer.risk_id)
      throw notFound(RISK_MESSAGES.questionNotFound);
    parents.add(question.id);
    final.set(question.id, keep(answer.status));
    for (const sub of answer.sub_question ?? []) {
      if (content.byId.get(sub.sub_question_id)?.parentId !== question.id)
        throw notFound(RISK_MESSAGES.questionNotFound);
      final.set(sub.sub_question_id, keep(sub.status));
    }
  }
  for (const parentId of parents) {
    if (final.get(parentId) === ANSWER.yes) continue;
    for (const sub of content.byId.values()) if (sub.parentId === parentId) final.set(sub.id, null);
  }
  return final;
}

/**
 * risk_answer_update_by_user: saves the given answers and keeps every other one. Saving the
 * same answer again changes nothing (its action item keeps its assignment); a changed answer
 * starts its action item afresh, so a Yes closes the item of a No.
 */
export async function saveAnswers(
  reader: RiskReader,
  auth: AuthContext,
  answers: readonly Answer[],
): Promise<Assessment> {
  const { db } = reader;
  const final = finalAnswers(await loadRiskContent(reader), answers);
  const kept = [...final].flatMap(([questionId, status]) =>
    status === null ? [] : [{ questionId, status }],
  );
  const cleared = [...final].flatMap(([questionId, status]) => (status === null ? [questionId] : []));
  await db.transaction(async (tx) => {
    if (cleared.length > 0)
      await tx
        .delete(riskAnswers)
        .where(
          and(eq(riskAnswers.organisationId, auth.organisationId), inArray(riskAnswers.questionId, cleared)),
        );
    if (kept.length === 0) return;
    await tx
      .insert(riskAnswers)
      .values(kept.map((answer) => ({ organisationId: auth.organisationId, userId: auth.userId, ...answer })))
      .onConflictDoUpdate({
        target: [riskAnswers.organisationId, riskAnswers.questionId],
        set: {
          status: sql`excluded.status`,
          userId: sql`excluded.user_id`,
          updatedAt: sql`now()`,
          assignedUserId: null,
          assignedAt: null,
          dueDate: null,
          doneAt: null,
          doneBy: null,
        },
        setWhere: ne(riskAnswers.status, sql`excluded.status`),
      });
  });
  return loadAssessment(reader, auth.organisationId, { fresh: true });
}
