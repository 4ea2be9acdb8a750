import type { ActionItem } from '@faith-shield/contract/risk/action-item';
import { ANSWER, PRIORITIES } from '@faith-shield/contract/risk/risk-assessment';
import { RISK_MESSAGES } from '@faith-shield/contract/risk/risk-messages';
import { and, eq } from 'drizzle-orm';
import { riskAnswers } from '../../db/schema/index';
import { notFound } from '../../http/api-error';
import { type RiskReader, type RiskRows, riskRowsOf } from './organisation-risk-rows';
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

type Ranked = ActionItem & { order: number; assignedUserId: string | null };

const rank = (item: Ranked) => [
  item.status === 'open' ? 0 : 1,
  PRIORITIES.indexOf(item.priority),
  item.order,
];

const byRank = (a: Ranked, b: Ranked) => {
  const [ra, rb] = [rank(a), rank(b)];
  const index = ra.findIndex((value, i) => value !== rb[i]);
  return index === -1 ? 0 : (ra[index] ?? 0) - (rb[index] ?? 0);
};

/** Every item of the organisation, ranked: one per No, its guidance from the content. */
function planOf(content: RiskContent, rows: RiskRows): Ranked[] {
  const categoryNames = new Map(content.categories.map((category) => [category.id, category.categoryName]));
  const order = orderOf(content);
  return rows.answers
    .flatMap((row): Ranked[] => {
      const question = content.byId.get(row.questionId);
      if (row.status !== ANSWER.no || !question) return [];
      return [
        {
          question_id: question.id,
          category_id: question.categoryId,
          category_name: categoryNames.get(question.categoryId) ?? '',
          question: question.question,
          priority: question.priority,
          guidance: { good: question.good, why: question.why, steps: question.steps },
          status: row.doneAt ? 'done' : 'open',
          assigned_to: row.assignedUserId ? { id: row.assignedUserId, name: row.assignedName ?? '' } : null,
          due_date: row.dueDate,
          done_at: row.doneAt?.toISOString() ?? null,
          order: order.get(question.id) ?? 0,
          assignedUserId: row.assignedUserId,
        },
      ];
    })
    .sort(byRank);
}

// Kept rows are the same object until the organisation changes: their plan is worked out once.
const plans = new WeakMap<RiskRows, { content: RiskContent; plan: Ranked[] }>();

const rankedPlan = (content: RiskContent, rows: RiskRows) => {
  const kept = plans.get(rows);
  if (kept?.content === content) return kept.plan;
  const plan = planOf(content, rows);
  plans.set(rows, { content, plan });
  return plan;
};

/**
 * The action plan (DESIGN.md §4b): one item per No of the organisation, with its guidance and
 * state; open items first, then high to low priority, then the assessment's order.
 */
export async function listActionItems(
  reader: RiskReader,
  organisationId: string,
  filter: Filter = {},
  options: { fresh?: boolean } = {},
): Promise<ActionItem[]> {
  const [content, rows] = await Promise.all([
    loadRiskContent(reader),
    riskRowsOf(reader, organisationId, options),
  ]);
  return rankedPlan(content, rows)
    .filter(
      (item) =>
        (!filter.assignedTo || item.assignedUserId === filter.assignedTo) &&
        (!filter.questionId || item.question_id === filter.questionId),
    )
    .map(({ order: _order, assignedUserId: _assignedUserId, ...item }) => item);
}

/**
 * The organisation's item of this question (its answer is No), or 404 for anything else. Read
 * from the database: the calls that change an item find it and answer it afresh.
 */
export async function findActionItem(reader: RiskReader, organisationId: string, questionId: string) {
  const [item] = await listActionItems(reader, organisationId, { questionId }, { fresh: true });
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
