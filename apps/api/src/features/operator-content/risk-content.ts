import { randomUUID } from 'node:crypto';
import { OPERATOR_CONTENT_MESSAGES as M } from '@faith-shield/contract/operator-content/operator-content-messages';
import type {
  OperatorRiskCategory,
  SaveRiskCategorySchema,
  SaveRiskQuestionSchema,
} from '@faith-shield/contract/operator-content/operator-save-risk-content';
import { asc, eq, max } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { riskCategories, riskQuestions } from '../../db/schema/index';
import { badRequest, notFound } from '../../http/api-error';

type QuestionRow = typeof riskQuestions.$inferSelect;

const editable = (row: QuestionRow) => ({
  id: row.id,
  question: row.question,
  weight: row.weight,
  priority: row.priority,
  guidance: { good: row.good, why: row.why, steps: row.steps },
});

/** operator_risk_content: every category, its questions and sub-questions in order, with weights. */
export async function listRiskContent(db: Database): Promise<OperatorRiskCategory[]> {
  const [categories, questions] = await Promise.all([
    db.select().from(riskCategories).orderBy(asc(riskCategories.position)),
    db.select().from(riskQuestions).orderBy(asc(riskQuestions.position), asc(riskQuestions.id)),
  ]);
  return categories.map((category) => ({
    id: category.id,
    category_name: category.categoryName,
    questions: questions
      .filter((question) => question.categoryId === category.id && question.parentId === null)
      .map((question) => ({
        ...editable(question),
        sub_questions: questions.filter((sub) => sub.parentId === question.id).map(editable),
      })),
  }));
}

async function categoryOf(db: Database, id: string): Promise<OperatorRiskCategory> {
  const category = (await listRiskContent(db)).find((candidate) => candidate.id === id);
  if (!category) throw notFound(M.riskCategoryNotFound);
  return category;
}

/** operator_save_risk_category inside the caller's transaction. */
export async function saveRiskCategory(tx: Database, input: z.output<typeof SaveRiskCategorySchema>) {
  const before = await categoryOf(tx, input.id);
  await tx
    .update(riskCategories)
    .set({ categoryName: input.category_name })
    .where(eq(riskCategories.id, input.id));
  return { before, after: await categoryOf(tx, input.id) };
}

/**
 * operator_save_risk_question inside the caller's transaction: an edit of a question or
 * sub-question, or a new one at the end of its category (or its parent's sub-questions).
 */
export async function saveRiskQuestion(tx: Database, input: z.output<typeof SaveRiskQuestionSchema>) {
  const before = await categoryOf(tx, input.category_id);
  const values = {
    question: input.question,
    weight: input.weight,
    priority: input.priority,
    good: input.good,
    why: input.why,
    steps: input.steps,
  };
  if (input.id) {
    const [saved] = await tx
      .update(riskQuestions)
      .set(values)
      .where(eq(riskQuestions.id, input.id))
      .returning();
    if (!saved || saved.categoryId !== input.category_id) throw notFound(M.riskQuestionNotFound);
  } else {
    const parentId = input.parent_id || null;
    if (parentId) {
      const [parent] = await tx.select().from(riskQuestions).where(eq(riskQuestions.id, parentId)).limit(1);
      if (!parent || parent.categoryId !== input.category_id) throw notFound(M.riskQuestionNotFound);
      if (parent.parentId !== null) throw badRequest(M.riskSubOfSub, { parent_id: M.riskSubOfSub });
    }
    const [last] = await tx.select({ position: max(riskQuestions.position) }).from(riskQuestions);
    await tx.insert(riskQuestions).values({
      id: `${input.category_id}-${randomUUID().slice(0, 8)}`,
      categoryId: input.category_id,
      parentId,
      position: (last?.position ?? 0) + 1,
      ...values,
    });
  }
  return { before, after: await categoryOf(tx, input.category_id) };
}
