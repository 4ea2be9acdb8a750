import type { AnsweredQuestion } from '@faith-shield/contract/public-site/add-wait-list';
import type { WaitListQuestion } from '@faith-shield/contract/public-site/get-wait-list-question';

/** The answer ids chosen, per question id. */
export type Choices = Record<number, number[]>;

/** spec 01 §3: question_detail is the questions with each answer's selected status. */
export const questionDetail = (questions: WaitListQuestion[], choices: Choices): AnsweredQuestion[] =>
  questions.map(({ id, name, type, answers }) => ({
    id,
    name,
    type,
    answers: answers.map((answer) => ({ ...answer, status: (choices[id] ?? []).includes(answer.id) })),
  }));
