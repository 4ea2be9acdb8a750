import type {
  AnswerStatus,
  AssessmentSummary,
  RiskCategory,
} from '@faith-shield/contract/risk/risk-assessment';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { riskAnswers } from '../../db/schema/index';
import { type ContentListItem, loadRiskContent, type RiskContent } from './risk-content';
import { type Answers, overallScore, scoreCategory } from './score';

export type Assessment = AssessmentSummary & { categories: RiskCategory[] };

export async function loadAnswers(db: Database, organisationId: string): Promise<Answers> {
  const rows = await db
    .select({ questionId: riskAnswers.questionId, status: riskAnswers.status })
    .from(riskAnswers)
    .where(eq(riskAnswers.organisationId, organisationId));
  return new Map(rows.map((row) => [row.questionId, row.status as AnswerStatus]));
}

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

export async function loadAssessment(db: Database, organisationId: string): Promise<Assessment> {
  const [content, answers] = await Promise.all([loadRiskContent(db), loadAnswers(db, organisationId)]);
  return assess(content, answers);
}
