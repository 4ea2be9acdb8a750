import { randomInt } from 'node:crypto';
import type { AnsweredQuestion } from '@faith-shield/contract/public-site/add-wait-list';
import type { WaitListQuestion } from '@faith-shield/contract/public-site/get-wait-list-question';
import { uniqueEmail } from '../helpers/factories';
import type { CallOptions, TestServer } from '../helpers/test-server';

/** The questionnaire as the client receives it. */
export async function loadQuestions(server: TestServer): Promise<WaitListQuestion[]> {
  const { body } = await server.call<WaitListQuestion[]>('get_wait_list_question', {}, { method: 'GET' });
  if (!body.data) throw new Error('no waitlist questions');
  return body.data;
}

/** The client's question_detail: every answer with its status, `pick` choosing the selected ones. */
export function answered(
  questions: WaitListQuestion[],
  pick: (question: WaitListQuestion) => number[] = (question) => [question.answers[0]?.id ?? 0],
): AnsweredQuestion[] {
  return questions.map((question) => {
    const chosen = pick(question);
    return {
      ...question,
      answers: question.answers.map((answer) => ({ ...answer, status: chosen.includes(answer.id) })),
    };
  });
}

export const applicant = (overrides: Record<string, string> = {}) => ({
  first_name: 'Ruth',
  last_name: 'Okafor',
  organization: 'Grace Fellowship Church',
  email: uniqueEmail('waitlist'),
  zip_code: '37201',
  ...overrides,
});

/** add_wait_list is rate-limited per IP: each test comes from an address of its own. */
export const fromNewIp = (): CallOptions => ({
  headers: { 'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` },
});
