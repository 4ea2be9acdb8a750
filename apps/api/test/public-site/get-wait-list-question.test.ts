import type { WaitListQuestion } from '@faith-shield/contract/public-site/get-wait-list-question';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import questionsSeed from '../../seed/waitlist-questions.json' with { type: 'json' };
import { startTestServer, type TestServer } from '../helpers/test-server';

describe('GET /api/get_wait_list_question', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers the questionnaire in order, each question with its type and answers', async () => {
    const { code, body } = await server.call<WaitListQuestion[]>(
      'get_wait_list_question',
      {},
      { method: 'GET' },
    );
    expect(code).toBe(200);
    expect(body.status).toBe(1);
    const questions = body.data ?? [];
    expect(
      questions.map(({ name, type, answers }) => ({ name, type, answers: answers.map((a) => a.name) })),
    ).toEqual(questionsSeed);
    expect(questions[0]).toMatchObject({
      name: 'What type of faith-based organization do you represent?',
      type: 'radio',
    });
    // ids are what the client echoes back in question_detail: distinct whole numbers
    const answerIds = questions.flatMap((question) => question.answers.map((answer) => answer.id));
    expect(new Set(answerIds).size).toBe(answerIds.length);
    expect(answerIds.every(Number.isInteger)).toBe(true);
  });

  it('sends no selected status: the client adds it', async () => {
    const { body } = await server.call<WaitListQuestion[]>('get_wait_list_question', {}, { method: 'GET' });
    expect(body.data?.[0]?.answers[0]).toEqual({ id: expect.any(Number), name: 'Church' });
  });
});
