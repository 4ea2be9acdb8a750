import type { CategoryQuestions } from '@faith-shield/contract/risk/get-question-by-risk-categories-id';
import { RISK_MESSAGES } from '@faith-shield/contract/risk/risk-messages';
import { notFound } from '../../http/api-error';
import type { RiskReader } from './organisation-risk-rows';
import { type ContentQuestion, loadRiskContent } from './risk-content';

const guided = (question: ContentQuestion) => ({
  question: question.question,
  priority: question.priority,
  guidance: { good: question.good, why: question.why, steps: question.steps },
});

/** get_question_by_risk_categories_id (spec 02 §7, no token): the category's content, no answers. */
export async function categoryQuestions(reader: RiskReader, id: string): Promise<CategoryQuestions> {
  const category = (await loadRiskContent(reader)).categories.find((candidate) => candidate.id === id);
  if (!category) throw notFound(RISK_MESSAGES.categoryNotFound);
  return {
    id: category.id,
    category_name: category.categoryName,
    questions: category.questions.map((question) => ({
      id: question.id,
      ...guided(question),
      sub_questions: question.subQuestions.map((sub) => ({ sub_question_id: sub.id, ...guided(sub) })),
    })),
  };
}
