import type { General } from '@faith-shield/contract/risk/general';
import { ANSWER, type AnswerStatus } from '@faith-shield/contract/risk/risk-assessment';
import { categoriesOf } from '../../../components/recommendations/api/general';

/** The organisation's answer to a question or sub-question; unanswered when not known. */
export function answerOf(general: General | undefined, questionId: string): AnswerStatus {
  for (const category of general ? categoriesOf(general) : [])
    for (const question of category.questions) {
      if (question.id === questionId) return question.status;
      const sub = question.sub_questions.find((candidate) => candidate.sub_question_id === questionId);
      if (sub) return sub.status;
    }
  return ANSWER.unanswered;
}
