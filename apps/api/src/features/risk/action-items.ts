import type { ActionItem } from '@faith-shield/contract/risk/action-item';
import { ANSWER, PRIORITIES } from '@faith-shield/contract/risk/risk-assessment';
import { RISK_MESSAGES } from '@faith-shield/contract/risk/risk-messages';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { riskAnswers, users } from '../../db/schema/index';
import { notFound } from '../../http/api-error';
import { loadRiskContent, type RiskContent } from './risk-content';

type Filter = { assignedTo?: string; questionId?: string };

/** The assessment's order of every question and sub-question, for sorting items. */
const orderOf = (content: RiskContent) => {
  const order = new Map<string, number>();
  for (const category of content.categories)
    for (const question of category.questions) {
      order.set(question.id, order.size);
      for (const sub of question.subQuestions) order.set(sub.id, order.size);
    }
  return order;
};

/**
 * The action plan (DESIGN.md §4b): one item per No of the organisation, with its guidance and
 * state; open items first, then high to low priority, then the assessment's order.
 */
export async function listActionItems(db: Database, organisationId: string, filter: Filter = {}) {
  const conditions: SQL[] = [
    eq(riskAnswers.organisationId, organisationId),
    eq(riskAnswers.status, ANSWER.no),
  ];
  if (filter.assignedTo) conditions.push(eq(riskAnswers.assignedUserId, filter.assignedTo));
  if (filter.questionId) conditions.push(eq(riskAnswers.questionId, filter.questionId));
  const [content, rows] = await Promise.all([
    loadRiskContent(db),
    db
      .select({
        questionId: riskAnswers.questionId,
        assignedUserId: riskAnswers.assignedUserId,
        firstName: users.firstName,
        lastName: users.lastName,
        dueDate: riskAnswers.dueDate,
        doneAt: riskAnswers.doneAt,
      })
      .from(riskAnswers)
      .leftJoin(users, eq(users.id, riskAnswers.assignedUserId))
      .where(and(...conditions)),
  ]);
  const categoryNames = new Map(content.categories.map((category) => [category.id, category.categoryName]));
  const order = orderOf(content);
  const items = rows.flatMap((row): (ActionItem & { order: number })[] => {
    const question = content.byId.get(row.questionId);
    if (!question) return [];
    return [
      {
        question_id: question.id,
        category_id: question.categoryId,
        category_name: categoryNames.get(question.categoryId) ?? '',
        question: question.question,
        priority: question.priority,
        guidance: { good: question.good, why: question.why, steps: question.steps },
        status: row.doneAt ? 'done' : 'open',
        assigned_to: row.assignedUserId
          ? { id: row.assignedUserId, name: `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim() }
          : null,
        due_date: row.dueDate,
        done_at: row.doneAt?.toISOString() ?? null,
        order: order.get(question.id) ?? 0,
      },
    ];
  });
  const rank = (item: ActionItem & { order: number }) => [
    item.status === 'open' ? 0 : 1,
    PRIORITIES.indexOf(item.priority),
    item.order,
  ];
  return items
    .sort((a, b) => {
      const [ra, rb] = [rank(a), rank(b)];
      const index = ra.findIndex((value, i) => value !== rb[i]);
      return index === -1 ? 0 : (ra[index] ?? 0) - (rb[index] ?? 0);
    })
    .map(({ order: _order, ...item }) => item);
}

/** The organisation's item of this question (its answer is No), or 404 for anything else. */
export async function findActionItem(db: Database, organisationId: string, questionId: string) {
  const [item] = await listActionItems(db, organisationId, { questionId });
  if (!item) throw notFound(RISK_MESSAGES.itemNotFound);
  return item;
}

/** Where an item's state is kept: its answer row (only ever a No: findActionItem checked it). */
export const itemRow = (organisationId: string, questionId: string) =>
  and(
    eq(riskAnswers.organisationId, organisationId),
    eq(riskAnswers.questionId, questionId),
    eq(riskAnswers.status, ANSWER.no),
  );
