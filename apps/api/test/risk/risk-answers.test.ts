import type { SessionData } from '@faith-shield/contract/accounts/login';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { riskAnswers } from '../../src/db/schema/index';
import { fromAnyIp, logIn } from '../helpers/accounts';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { addMember, setPlan, teamOwner } from '../sub-users/sub-user-fixtures';
import { categoryIn, general, NO, saveAnswers, statusIn, UNANSWERED, YES } from './risk-fixtures';

const WRONG_ROLE = { status: 0, message: 'You do not have access to this.' };
const PLAN_NEEDED = 'Recommendations are part of every plan. Please choose a subscription.';
const NOT_FOUND = { status: 0, message: 'This question was not found.' };

let server: TestServer;
let call: ReturnType<typeof fromAnyIp>;
beforeAll(async () => {
  server = await startTestServer();
  call = fromAnyIp(server);
});
afterAll(() => server.close());

const boundaryYes = {
  risk_id: 'perimeter-parking',
  question_id: 'perimeter-boundary',
  status: YES,
  sub_question: [{ sub_question_id: 'perimeter-boundary-inspected', status: YES }],
};

describe('GET /api/general', () => {
  it('gives a new owner every category unanswered, scored 0, with the fixed lists', async () => {
    const owner = await teamOwner(server);
    const data = await general(server, owner.token);
    expect(data.risk_categories).toBeUndefined();
    expect(data.risk?.map((category) => category.category_name)).toEqual([
      'Perimeter and Parking',
      'Access Control and Doors',
      'Surveillance and Lighting',
      'Emergency Plans and Drills',
      'Medical Readiness',
      'Security Team',
      'Communications',
      'Cyber and Information',
    ]);
    expect(data).toMatchObject({ overall_score: 0, answered: 0, total: 35 });
    for (const category of data.risk ?? [])
      for (const question of category.questions) {
        expect(question.status).toBe(UNANSWERED);
        for (const sub of question.sub_questions) expect(sub.status).toBe(UNANSWERED);
      }
    expect(data.interior.map((item) => item.title)).toEqual([
      'Entry/exit doors',
      'Surveillance cameras',
      'Multiple buildings',
      'Fire extinguisher',
      'Automated External Defibrillator',
    ]);
    expect(data.administration.map((item) => item.title)).toEqual([
      'Standard Operating Procedures',
      'Security team',
      'Safety hazards',
    ]);
    expect(data.interior[4]).toEqual({
      title: 'Automated External Defibrillator',
      question_id: 'medical-aed',
      category_id: 'medical-readiness',
    });
  });

  it('gives a member the same assessment as risk_categories', async () => {
    const owner = await teamOwner(server);
    await saveAnswers(server, owner.token, [boundaryYes]);
    const member = await addMember(server, owner.token);
    const memberToken = await logIn(server, member.email, member.password);
    const seen = await general(server, memberToken);
    expect(seen.risk).toBeUndefined();
    const { risk, ...ownerSummary } = await general(server, owner.token);
    const { risk_categories, ...memberSummary } = seen;
    expect(risk_categories).toEqual(risk);
    expect(memberSummary).toEqual(ownerSummary);
    expect(statusIn(seen, 'perimeter-boundary-inspected')).toBe(YES);
  });

  it('never shows another organisation’s answers', async () => {
    const owner = await teamOwner(server);
    const other = await teamOwner(server);
    await saveAnswers(server, other.token, [boundaryYes]);
    const mine = await general(server, owner.token);
    expect(statusIn(mine, 'perimeter-boundary')).toBe(UNANSWERED);
    expect(mine.overall_score).toBe(0);
  });

  it('is kept in memory yet sees an answer written straight to the database (the change feed)', async () => {
    const owner = await teamOwner(server);
    expect((await general(server, owner.token)).answered).toBe(0);
    expect((await general(server, owner.token)).answered).toBe(0);
    const db = (await testDatabase()).db;
    await db
      .insert(riskAnswers)
      .values({ organisationId: owner.organisationId, questionId: 'medical-aed', status: NO });
    await server.app.deps.changes.settle();
    const data = await general(server, owner.token);
    expect(statusIn(data, 'medical-aed')).toBe(NO);
    await db.delete(riskAnswers).where(eq(riskAnswers.organisationId, owner.organisationId));
    await server.app.deps.changes.settle();
    expect((await general(server, owner.token)).answered).toBe(0);
  });

  it('refuses an organisation without a plan with the plan needed', async () => {
    const owner = await teamOwner(server);
    await setPlan(server, owner.organisationId, 0);
    const { code, body } = await call('general', {}, { token: owner.token, method: 'GET', bearer: true });
    expect({ code, body }).toEqual({ code: 403, body: { status: 0, message: PLAN_NEEDED } });
  });
});

describe('POST /api/risk_answer_update_by_user', () => {
  it('keeps sub-answers only under a Yes, and drops them when the parent turns No', async () => {
    const owner = await teamOwner(server);
    const saved = await saveAnswers(server, owner.token, [boundaryYes]);
    expect(saved.code).toBe(200);
    expect(saved.body.message).toBe('Your answers have been saved.');
    expect(statusIn(await general(server, owner.token), 'perimeter-boundary-inspected')).toBe(YES);

    await saveAnswers(server, owner.token, [{ ...boundaryYes, status: NO }]);
    const afterNo = await general(server, owner.token);
    expect(statusIn(afterNo, 'perimeter-boundary')).toBe(NO);
    expect(statusIn(afterNo, 'perimeter-boundary-inspected')).toBe(UNANSWERED);

    // Yes again: the sub-answer given under the No was not kept
    await saveAnswers(server, owner.token, [{ ...boundaryYes, sub_question: [] }]);
    expect(statusIn(await general(server, owner.token), 'perimeter-boundary-inspected')).toBe(UNANSWERED);
  });

  it('does not keep a sub-answer sent under a No or unanswered parent', async () => {
    const owner = await teamOwner(server);
    await saveAnswers(server, owner.token, [{ ...boundaryYes, status: NO }]);
    await saveAnswers(server, owner.token, [
      {
        ...boundaryYes,
        question_id: 'perimeter-parking-monitored',
        status: UNANSWERED,
        sub_question: [{ sub_question_id: 'perimeter-parking-emergency-lanes', status: YES }],
      },
    ]);
    const data = await general(server, owner.token);
    expect(statusIn(data, 'perimeter-boundary-inspected')).toBe(UNANSWERED);
    expect(statusIn(data, 'perimeter-parking-emergency-lanes')).toBe(UNANSWERED);
    expect(data.answered).toBe(1);
  });

  it('is idempotent and keeps every answer it was not given', async () => {
    const owner = await teamOwner(server);
    await saveAnswers(server, owner.token, [boundaryYes]);
    const access = { risk_id: 'access-control', question_id: 'access-lockdown', status: NO };
    const once = await saveAnswers(server, owner.token, [access]);
    const twice = await saveAnswers(server, owner.token, [access]);
    expect(twice.body.data).toEqual(once.body.data);
    const data = await general(server, owner.token);
    expect(statusIn(data, 'perimeter-boundary')).toBe(YES);
    expect(statusIn(data, 'perimeter-boundary-inspected')).toBe(YES);
    expect(statusIn(data, 'access-lockdown')).toBe(NO);
    expect(data.answered).toBe(3);
  });

  it('clears an answer sent as unanswered (2)', async () => {
    const owner = await teamOwner(server);
    await saveAnswers(server, owner.token, [boundaryYes]);
    await saveAnswers(server, owner.token, [{ ...boundaryYes, status: UNANSWERED }]);
    const data = await general(server, owner.token);
    expect(statusIn(data, 'perimeter-boundary')).toBe(UNANSWERED);
    expect(statusIn(data, 'perimeter-boundary-inspected')).toBe(UNANSWERED);
    expect(data.answered).toBe(0);
  });

  it('scores each category and the organisation from the seeded weights', async () => {
    const owner = await teamOwner(server);
    const { body } = await saveAnswers(server, owner.token, [
      boundaryYes, // 2 + sub 1
      { risk_id: 'perimeter-parking', question_id: 'perimeter-vehicle-barriers', status: NO }, // 3
      {
        risk_id: 'perimeter-parking',
        question_id: 'perimeter-parking-monitored', // 2, its sub (1) unanswered
        status: YES,
      },
      { risk_id: 'perimeter-parking', question_id: 'perimeter-landscaping', status: YES }, // 1
      { risk_id: 'perimeter-parking', question_id: 'perimeter-suspicious-items', status: NO }, // 2
      {
        risk_id: 'access-control',
        question_id: 'access-entry-points', // 3, subs 2 and 1
        status: YES,
        sub_question: [
          { sub_question_id: 'access-greeters-trained', status: YES },
          { sub_question_id: 'access-doors-checked', status: '1' as unknown as number },
        ],
      },
    ]);
    const data = body.data;
    if (!data) throw new Error('no assessment');
    // perimeter: 6 earned of 12; access control: 6 of 16; everything: 12 of 88
    expect(categoryIn(data, 'perimeter-parking')).toMatchObject({ score: 50, answered: 6, total: 7 });
    expect(categoryIn(data, 'access-control')).toMatchObject({ score: 38, answered: 3, total: 7 });
    expect(categoryIn(data, 'medical-readiness')).toMatchObject({ score: 0, answered: 0, total: 4 });
    expect(data).toMatchObject({ overall_score: 14, answered: 9 });
    expect((await general(server, owner.token)).overall_score).toBe(14);
  });

  it('makes login route by the organisation’s real answers (spec 01 §4)', async () => {
    const owner = await teamOwner(server);
    const login = () => call<SessionData>('login', { email: owner.email, password: owner.password });
    expect((await login()).body.data?.risk_assessment_answer_by_user).toBe(0);
    await saveAnswers(server, owner.token, [boundaryYes]);
    expect((await login()).body.data?.risk_assessment_answer_by_user).toBe(2);
  });

  it('refuses a member’s answers with 403 and changes nothing', async () => {
    const owner = await teamOwner(server);
    const member = await addMember(server, owner.token);
    const memberToken = await logIn(server, member.email, member.password);
    const { code, body } = await saveAnswers(server, memberToken, [boundaryYes]);
    expect({ code, body }).toEqual({ code: 403, body: WRONG_ROLE });
    expect((await general(server, owner.token)).answered).toBe(0);
  });

  it('answers a question of another category, an unknown question or a stray sub-question with 404 and saves nothing', async () => {
    const owner = await teamOwner(server);
    for (const wrong of [
      { risk_id: 'access-control', question_id: 'perimeter-boundary', status: YES },
      { risk_id: 'perimeter-parking', question_id: 'no-such-question', status: YES },
      { risk_id: 'perimeter-parking', question_id: 'perimeter-boundary-inspected', status: YES },
      { ...boundaryYes, sub_question: [{ sub_question_id: 'access-greeters-trained', status: YES }] },
    ]) {
      const { code, body } = await saveAnswers(server, owner.token, [
        { risk_id: 'medical-readiness', question_id: 'medical-aed', status: YES },
        wrong,
      ]);
      expect({ wrong, code, body }).toEqual({ wrong, code: 404, body: NOT_FOUND });
    }
    expect((await general(server, owner.token)).answered).toBe(0);
  });

  it('asks for answers and for Yes or No', async () => {
    const owner = await teamOwner(server);
    const post = (question: string | undefined) =>
      call('risk_answer_update_by_user', question === undefined ? {} : { question }, { token: owner.token });
    for (const question of [undefined, '', 'not json', '[]', '{"risk_id":"x"}']) {
      const { code, body } = await post(question);
      expect({ question, code, body }).toEqual({
        question,
        code: 422,
        body: {
          status: 0,
          message: 'Please answer at least one question.',
          errors: { question: 'Please answer at least one question.' },
        },
      });
    }
    const { code, body } = await post(JSON.stringify([{ ...boundaryYes, status: 5 }]));
    expect(code).toBe(422);
    expect(body).toEqual({
      status: 0,
      message: 'Please answer Yes or No.',
      errors: { 'question.0.status': 'Please answer Yes or No.' },
    });
  });

  it('takes the list itself in a JSON body too', async () => {
    const owner = await teamOwner(server);
    const { code } = await call('risk_answer_update_by_user', { question: [boundaryYes] } as never, {
      token: owner.token,
      as: 'json',
    });
    expect(code).toBe(200);
    expect(statusIn(await general(server, owner.token), 'perimeter-boundary-inspected')).toBe(YES);
  });
});
