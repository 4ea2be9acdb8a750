import type { WaitListQuestion } from '@faith-shield/contract/public-site/get-wait-list-question';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { waitlistAnswers, waitlistQuestions } from '../../db/schema/index';

/** The questionnaire of the /question step (spec 01 §3), questions and answers in order. */
export async function listWaitListQuestions(db: Database): Promise<WaitListQuestion[]> {
  const [questions, answers] = await Promise.all([
    db.select().from(waitlistQuestions).orderBy(asc(waitlistQuestions.position), asc(waitlistQuestions.id)),
    db.select().from(waitlistAnswers).orderBy(asc(waitlistAnswers.position), asc(waitlistAnswers.id)),
  ]);
  return questions.map(({ id, name, type }) => ({
    id,
    name,
    type,
    answers: answers
      .filter((answer) => answer.questionId === id)
      .map((answer) => ({ id: answer.id, name: answer.name })),
  }));
}
