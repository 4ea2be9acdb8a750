import type { OperatorRiskCategory } from '@faith-shield/contract/operator-content/operator-save-risk-content';
import type { CategoryQuestions } from '@faith-shield/contract/risk/get-question-by-risk-categories-id';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { riskQuestions } from '../../src/db/schema/index';
import { fromAnyIp } from '../helpers/accounts';
import { createOrganisation } from '../helpers/factories';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { createOperator, lastAudit } from './operator-fixtures';

let server: TestServer;
let call: ReturnType<typeof fromAnyIp>;
beforeAll(async () => {
  server = await startTestServer();
  call = fromAnyIp(server);
});
afterAll(() => server.close());

const fieldsOf = (categoryId: string, question: OperatorRiskCategory['questions'][number]) => ({
  id: question.id,
  category_id: categoryId,
  question: question.question,
  weight: String(question.weight),
  priority: question.priority,
  good: question.guidance.good,
  why: question.guidance.why,
  steps: JSON.stringify(question.guidance.steps),
});

describe('operator risk content', () => {
  it('changes a question, its guidance and a new sub-question for the public at once, audited', async () => {
    const db = (await testDatabase()).db;
    const { operator, token } = await createOperator(db);
    const { owner } = await createOrganisation(db);
    const listed = await call<{ categories: OperatorRiskCategory[] }>(
      'operator_risk_content',
      {},
      { token, method: 'GET', bearer: true },
    );
    expect(
      (await call('operator_risk_content', {}, { token: owner.token, method: 'GET', bearer: true })).code,
    ).toBe(403);
    const category = listed.body.data?.categories[0];
    const question = category?.questions[0];
    if (!category || !question) throw new Error('the seeded assessment is empty');
    const publicCategory = async () =>
      (await call<CategoryQuestions>('get_question_by_risk_categories_id', { id: category.id })).body
        .data as CategoryQuestions;
    await publicCategory(); // kept in memory from here
    let added: string | undefined;
    try {
      const refused = await call(
        'operator_save_risk_question',
        { ...fieldsOf(category.id, question), weight: '5', good: '', steps: '[""]' },
        { token },
      );
      expect(refused.code).toBe(422);
      expect(refused.body.errors).toMatchObject({
        weight: 'Please choose a weight of 1, 2 or 3.',
        good: 'Please enter what good looks like.',
        'steps.0': 'Please enter each step, or remove the empty line.',
      });
      const edited = {
        ...fieldsOf(category.id, question),
        question: 'Are all exits unlocked during services?',
        weight: '3',
        steps: '["Check every door"]',
      };
      expect((await call('operator_save_risk_question', edited, { token })).code).toBe(200);
      const sub = {
        ...fieldsOf(category.id, question),
        id: '',
        parent_id: question.id,
        question: 'Is someone named to check them?',
        weight: '1',
      };
      const withSub = await call<OperatorRiskCategory>('operator_save_risk_question', sub, { token });
      added = withSub.body.data?.questions[0]?.sub_questions.at(-1)?.id;
      expect(withSub.body.data?.questions[0]).toMatchObject({ question: edited.question, weight: 3 });

      const seen = (await publicCategory()).questions[0];
      expect(seen).toMatchObject({
        question: 'Are all exits unlocked during services?',
        guidance: { steps: ['Check every door'] },
      });
      expect(seen?.sub_questions.at(-1)?.question).toBe('Is someone named to check them?');
      expect((await lastAudit(db, operator.id, 'risk_question.updated'))?.before).toMatchObject({
        questions: expect.arrayContaining([
          expect.objectContaining({ id: question.id, question: question.question }),
        ]),
      });

      expect(
        (
          await call(
            'operator_save_risk_category',
            { id: category.id, category_name: 'Doors and exits' },
            { token },
          )
        ).code,
      ).toBe(200);
      expect((await publicCategory()).category_name).toBe('Doors and exits');
    } finally {
      if (added) await db.delete(riskQuestions).where(eq(riskQuestions.id, added));
      await call('operator_save_risk_question', fieldsOf(category.id, question), { token });
      await call(
        'operator_save_risk_category',
        { id: category.id, category_name: category.category_name },
        { token },
      );
    }
  });
});
