import {
  type AnsweredQuestion,
  AnsweredQuestionsSchema,
} from '@faith-shield/contract/public-site/add-wait-list';
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

/** spec 01 §5: 'Please enter answer' under each unanswered question, by question id. */
export const answerErrors = (detail: AnsweredQuestion[]): Record<string, string> => {
  const result = AnsweredQuestionsSchema.safeParse(detail);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
};

const QUESTION_KEY = /^question_detail\.(\d+)$/;

/** The server's errors that belong under a question (`question_detail.<id>`, docs/decisions/004). */
export const serverAnswerErrors = (errors: Record<string, string> | undefined): Record<string, string> =>
  Object.fromEntries(
    Object.entries(errors ?? {}).flatMap(([key, message]) => {
      const id = QUESTION_KEY.exec(key)?.[1];
      return id ? [[id, message]] : [];
    }),
  );
