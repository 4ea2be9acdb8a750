import type { AssessmentSummary, RiskCategory } from '@faith-shield/contract/risk/risk-assessment';
import { type RiskReader, riskRowsOf } from './organisation-risk-rows';
import { type ContentListItem, loadRiskContent, type RiskContent } from './risk-content';
import { type Answers, overallScore, scoreCategory } from './score';

export type Assessment = AssessmentSummary & { categories: RiskCategory[] };

const listItem = ({ title, questionId, categoryId }: ContentListItem) => ({
  title,
  question_id: questionId,
  category_id: categoryId,
});

/** The content with the organisation's answers, scored (spec 02 §3; DESIGN.md §4b). */
export function assess(content: RiskContent, answers: Answers): Assessment {
  const status = (id: string) => answers.get(id) ?? 2;
  const scored = content.categories.map((category) => ({
    category,
    score: scoreCategory(category, answers),
  }));
  const overall = overallScore(scored.map(({ score }) => score));
  return {
    overall_score: overall.score,
    answered: overall.answered,
    total: overall.total,
    interior: content.lists.interior.map(listItem),
    administration: content.lists.administration.map(listItem),
    categories: scored.map(({ category, score }) => ({
      id: category.id,
      category_name: category.categoryName,
      score: score.score,
      answered: score.answered,
      total: score.total,
      questions: category.questions.map((question) => ({
        id: question.id,
        question: question.question,
        status: status(question.id),
        priority: question.priority,
        sub_questions: question.subQuestions.map((sub) => ({
          sub_question_id: sub.id,
          question: sub.question,
          status: status(sub.id),
          priority: sub.priority,
        })),
      })),
    })),
  };
}

export async function loadAssessment(
  reader: RiskReader,
  organisationId: string,
  options: { fresh?: boolean } = {},
): Promise<Assessment> {
  const [content, rows] = await Promise.all([
    loadRiskContent(reader),
    riskRowsOf(reader, organisationId, options),
  ]);
  return assess(content, new Map(rows.answers.map((row) => [row.questionId, row.status])));
}
