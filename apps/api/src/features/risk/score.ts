import { ANSWER, type AnswerStatus } from '@faith-shield/contract/risk/risk-assessment';
import type { ContentCategory } from './risk-content';

/** The organisation's answers by question id; a question without one is unanswered. */
export type Answers = ReadonlyMap<string, AnswerStatus>;

export type CategoryScore = {
  score: number;
  answered: number;
  total: number;
  earned: number;
  possible: number;
};

const statusOf = (answers: Answers, id: string): AnswerStatus => answers.get(id) ?? ANSWER.unanswered;

const percent = (earned: number, possible: number) =>
  possible === 0 ? 0 : Math.round((100 * earned) / possible);

/**
 * A category's score, 0 to 100: the share of its weight answered Yes. Each question's weight
 * and its sub-questions' weights are possible; a sub-question earns only while its parent is
 * Yes (spec 02 §3). Unanswered earns nothing: what is not known to be in place is not counted
 * as in place. `answered` of `total` counts the questions shown now (sub-questions under a Yes).
 */
export function scoreCategory(category: ContentCategory, answers: Answers): CategoryScore {
  let earned = 0;
  let possible = 0;
  let answered = 0;
  let total = 0;
  for (const question of category.questions) {
    const status = statusOf(answers, question.id);
    possible += question.weight;
    total += 1;
    if (status !== ANSWER.unanswered) answered += 1;
    if (status === ANSWER.yes) earned += question.weight;
    for (const sub of question.subQuestions) {
      possible += sub.weight;
      if (status !== ANSWER.yes) continue;
      const subStatus = statusOf(answers, sub.id);
      total += 1;
      if (subStatus !== ANSWER.unanswered) answered += 1;
      if (subStatus === ANSWER.yes) earned += sub.weight;
    }
  }
  return { score: percent(earned, possible), answered, total, earned, possible };
}

/** The overall score weighs every category by its questions' weights, like a category does. */
export function overallScore(scores: readonly CategoryScore[]) {
  const sum = (pick: (score: CategoryScore) => number) =>
    scores.reduce((total, score) => total + pick(score), 0);
  return {
    score: percent(
      sum((score) => score.earned),
      sum((score) => score.possible),
    ),
    answered: sum((score) => score.answered),
    total: sum((score) => score.total),
  };
}
