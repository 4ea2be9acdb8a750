import type { CategoryQuestions } from '@faith-shield/contract/risk/get-question-by-risk-categories-id';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromAnyIp } from '../helpers/accounts';
import { startTestServer, type TestServer } from '../helpers/test-server';

let server: TestServer;
let call: ReturnType<typeof fromAnyIp>;
beforeAll(async () => {
  server = await startTestServer();
  call = fromAnyIp(server);
});
afterAll(() => server.close());

describe('POST /api/get_question_by_risk_categories_id', () => {
  it('answers a category’s name and questions with their guidance, without a token', async () => {
    const { code, body } = await call<CategoryQuestions>('get_question_by_risk_categories_id', {
      id: 'emergency-plans',
    });
    expect(code).toBe(200);
    expect(body.data?.category_name).toBe('Emergency Plans and Drills');
    expect(body.data?.questions.map((question) => question.id)).toEqual([
      'plans-written-sop',
      'plans-drills',
      'plans-safety-hazards',
      'plans-fire-extinguishers',
      'plans-reunification',
    ]);
    const sop = body.data?.questions[0];
    expect(sop).toMatchObject({
      question: expect.stringContaining('Standard Operating Procedures'),
      priority: 'high',
      guidance: { good: expect.any(String), why: expect.any(String) },
    });
    expect(sop?.guidance.steps.length).toBeGreaterThan(1);
    expect(sop?.sub_questions.map((sub) => sub.sub_question_id)).toEqual([
      'plans-sop-reviewed',
      'plans-sop-shared',
    ]);
    expect(JSON.stringify(body)).not.toContain('"status":2');
  });

  it('answers an unknown category with 404 and asks for an id', async () => {
    expect(await call('get_question_by_risk_categories_id', { id: 'no-such-category' })).toMatchObject({
      code: 404,
      body: { status: 0, message: 'This risk category was not found.' },
    });
    expect(await call('get_question_by_risk_categories_id', {})).toMatchObject({
      code: 422,
      body: { errors: { id: 'Please choose a risk category.' } },
    });
  });
});
