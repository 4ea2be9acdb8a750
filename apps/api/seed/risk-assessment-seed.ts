import { PRIORITIES, type Priority } from '@faith-shield/contract/risk/risk-assessment';
import type { DatabaseHandle } from '../src/db/database';
import { riskCategories, riskListItems, riskQuestions } from '../src/db/schema/index';
import riskSeed from './risk-assessment.json' with { type: 'json' };

type Transaction = Parameters<Parameters<DatabaseHandle['db']['transaction']>[0]>[0];

type SeedQuestion = (typeof riskSeed.categories)[number]['questions'][number];
type SeedSubQuestion = NonNullable<SeedQuestion['sub_questions']>[number];

const priorityOf = (id: string, value: string): Priority => {
  if (!(PRIORITIES as readonly string[]).includes(value)) throw new Error(`${id}: priority ${value}`);
  return value as Priority;
};

const weightOf = (id: string, value: number) => {
  if (!Number.isInteger(value) || value < 1 || value > 3) throw new Error(`${id}: weight ${value}`);
  return value;
};

const row = (
  question: SeedQuestion | SeedSubQuestion,
  categoryId: string,
  position: number,
  parentId: string | null,
) => ({
  id: question.id,
  categoryId,
  parentId,
  position,
  question: question.question,
  weight: weightOf(question.id, question.weight),
  priority: priorityOf(question.id, question.priority),
  good: question.guidance.good,
  why: question.guidance.why,
  steps: question.guidance.steps,
});

/** The assessment's categories, questions, sub-questions and the fixed lists, as seeded. */
export async function seedRiskAssessment(tx: Transaction) {
  await tx.insert(riskCategories).values(
    riskSeed.categories.map(({ id, category_name }, position) => ({
      id,
      position,
      categoryName: category_name,
    })),
  );
  for (const category of riskSeed.categories) {
    const questions = category.questions.map((question, position) =>
      row(question, category.id, position, null),
    );
    await tx.insert(riskQuestions).values(questions);
    const subQuestions = category.questions.flatMap((question) =>
      (question.sub_questions ?? []).map((sub, position) => row(sub, category.id, position, question.id)),
    );
    if (subQuestions.length > 0) await tx.insert(riskQuestions).values(subQuestions);
  }
  for (const list of ['interior', 'administration'] as const) {
    await tx.insert(riskListItems).values(
      riskSeed.lists[list].map(({ title, question_id }, position) => ({
        list,
        position,
        title,
        questionId: question_id,
      })),
    );
  }
}
