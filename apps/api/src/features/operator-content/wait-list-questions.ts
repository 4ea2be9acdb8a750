import type { SaveWaitListQuestionsSchema } from '@faith-shield/contract/operator-content/operator-save-wait-list-questions';
import type { WaitListQuestion } from '@faith-shield/contract/public-site/get-wait-list-question';
import { and, eq, notInArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { waitlistAnswers, waitlistQuestions } from '../../db/schema/index';
import { listWaitListQuestions } from '../public-site/get-wait-list-question';

type Input = z.output<typeof SaveWaitListQuestionsSchema>;

/** Updates the row of a kept id, else inserts one; answers its id. An unknown id is a new row. */
async function upsert<Row extends { id: number }>(
  update: () => Promise<Row[]>,
  insert: () => Promise<Row[]>,
  id: number | undefined,
): Promise<number> {
  const [updated] = id ? await update() : [];
  const written = updated ?? (await insert())[0];
  if (!written) throw new Error('waitlist content not written');
  return written.id;
}

/**
 * operator_save_wait_list_questions inside the caller's transaction: questions and answers in
 * their new order; kept ids stay, the rest are removed.
 */
export async function saveWaitListQuestions(
  tx: Database,
  input: Input,
): Promise<{ before: WaitListQuestion[]; after: WaitListQuestion[] }> {
  const before = await listWaitListQuestions(tx);
  const keptQuestions: number[] = [];
  for (const [position, question] of input.questions.entries()) {
    const values = { position, name: question.name, type: question.type };
    const questionId = await upsert(
      () =>
        tx
          .update(waitlistQuestions)
          .set(values)
          .where(eq(waitlistQuestions.id, question.id ?? 0))
          .returning(),
      () => tx.insert(waitlistQuestions).values(values).returning(),
      question.id,
    );
    keptQuestions.push(questionId);
    const keptAnswers: number[] = [];
    for (const [answerPosition, answer] of question.answers.entries()) {
      const answerValues = { questionId, position: answerPosition, name: answer.name };
      keptAnswers.push(
        await upsert(
          () =>
            tx
              .update(waitlistAnswers)
              .set(answerValues)
              .where(and(eq(waitlistAnswers.id, answer.id ?? 0), eq(waitlistAnswers.questionId, questionId)))
              .returning(),
          () => tx.insert(waitlistAnswers).values(answerValues).returning(),
          answer.id,
        ),
      );
    }
    await tx
      .delete(waitlistAnswers)
      .where(and(eq(waitlistAnswers.questionId, questionId), notInArray(waitlistAnswers.id, keptAnswers)));
  }
  await tx
    .delete(waitlistQuestions)
    .where(keptQuestions.length > 0 ? notInArray(waitlistQuestions.id, keptQuestions) : undefined);
  return { before, after: await listWaitListQuestions(tx) };
}
