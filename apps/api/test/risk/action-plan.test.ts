import type { Notification } from '@faith-shield/contract/notifications/get-notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromAnyIp, logIn } from '../helpers/accounts';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { addMember, teamOwner } from '../sub-users/sub-user-fixtures';
import { actionPlan, itemCall, NO, saveAnswers, YES } from './risk-fixtures';

const ITEM_NOT_FOUND = { status: 0, message: 'This action item was not found.' };
const MEMBER_NOT_FOUND = { status: 0, message: 'This sub user was not found.' };
const WRONG_ROLE = { status: 0, message: 'You do not have access to this.' };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const aed = (status: number) => ({ risk_id: 'medical-readiness', question_id: 'medical-aed', status });
const comms = (status: number) => ({ risk_id: 'communications', question_id: 'comms-reporting', status });
const lockdown = (status: number) => ({ risk_id: 'access-control', question_id: 'access-lockdown', status });

const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

describe('the action plan', () => {
  it('opens an item for every No, with its guidance, high priority first', async () => {
    const owner = await teamOwner(server);
    await saveAnswers(server, owner.token, [
      comms(NO),
      aed(NO),
      {
        risk_id: 'emergency-plans',
        question_id: 'plans-written-sop',
        status: YES,
        sub_question: [{ sub_question_id: 'plans-sop-reviewed', status: NO }],
      },
      lockdown(YES),
    ]);
    const plan = await actionPlan(server, owner.token);
    expect(plan.items.map((item) => [item.question_id, item.priority])).toEqual([
      ['medical-aed', 'high'],
      ['plans-sop-reviewed', 'medium'],
      ['comms-reporting', 'low'],
    ]);
    expect(plan.items[0]).toEqual({
      question_id: 'medical-aed',
      category_id: 'medical-readiness',
      category_name: 'Medical Readiness',
      question:
        'Do you have an Automated External Defibrillator (AED) that can be reached within 3 minutes from anywhere in the building?',
      priority: 'high',
      guidance: {
        good: expect.stringContaining('At least one AED'),
        why: expect.stringContaining('Sudden cardiac arrest'),
        steps: expect.arrayContaining([expect.any(String)]),
      },
      status: 'open',
      assigned_to: null,
      due_date: null,
      done_at: null,
    });
  });

  it('closes an item when the answer turns Yes, and a No later opens it afresh', async () => {
    const owner = await teamOwner(server);
    const member = await addMember(server, owner.token);
    await saveAnswers(server, owner.token, [aed(NO)]);
    await itemCall(server, 'assign_risk_action', owner.token, {
      question_id: 'medical-aed',
      user_id: member.id,
      due_date: inAWeek(),
    });
    await saveAnswers(server, owner.token, [aed(YES)]);
    expect((await actionPlan(server, owner.token)).items).toEqual([]);
    await saveAnswers(server, owner.token, [aed(NO)]);
    expect((await actionPlan(server, owner.token)).items).toEqual([
      expect.objectContaining({
        question_id: 'medical-aed',
        status: 'open',
        assigned_to: null,
        due_date: null,
      }),
    ]);
  });

  it('keeps an item’s assignment when the same No is saved again', async () => {
    const owner = await teamOwner(server);
    const member = await addMember(server, owner.token);
    await saveAnswers(server, owner.token, [aed(NO)]);
    const due = inAWeek();
    await itemCall(server, 'assign_risk_action', owner.token, {
      question_id: 'medical-aed',
      user_id: member.id,
      due_date: due,
    });
    await saveAnswers(server, owner.token, [aed(NO)]);
    expect((await actionPlan(server, owner.token)).items[0]).toMatchObject({
      due_date: due,
      assigned_to: { id: member.id },
    });
  });

  it('marks an item done and reopens it', async () => {
    const owner = await teamOwner(server);
    await saveAnswers(server, owner.token, [aed(NO), comms(NO)]);
    const done = await itemCall(server, 'complete_risk_action', owner.token, { question_id: 'medical-aed' });
    expect(done.code).toBe(200);
    expect(done.body.message).toBe('The action item has been marked done.');
    expect(done.body.data).toMatchObject({ status: 'done', done_at: expect.any(String) });
    // done items go after open ones
    expect(
      (await actionPlan(server, owner.token)).items.map((item) => [item.question_id, item.status]),
    ).toEqual([
      ['comms-reporting', 'open'],
      ['medical-aed', 'done'],
    ]);
    const again = await itemCall(server, 'complete_risk_action', owner.token, { question_id: 'medical-aed' });
    expect(again.body.data?.done_at).toBe(done.body.data?.done_at);
    const reopened = await itemCall(server, 'reopen_risk_action', owner.token, {
      question_id: 'medical-aed',
    });
    expect(reopened.body).toMatchObject({
      status: 1,
      message: 'The action item has been reopened.',
      data: { status: 'open', done_at: null },
    });
  });

  it('assigns an item to a member with a due date; the member is told and sees it', async () => {
    const owner = await teamOwner(server);
    const member = await addMember(server, owner.token, { first_name: 'Ruth', last_name: 'Mensah' });
    const other = await addMember(server, owner.token);
    await saveAnswers(server, owner.token, [aed(NO), comms(NO)]);
    await itemCall(server, 'complete_risk_action', owner.token, { question_id: 'medical-aed' });
    const due = inAWeek();
    const { code, body } = await itemCall(server, 'assign_risk_action', owner.token, {
      question_id: 'medical-aed',
      user_id: member.id,
      due_date: due,
    });
    expect(code).toBe(200);
    expect(body.message).toBe('The action item has been assigned.');
    // a done item that is handed to someone is open again
    expect(body.data).toMatchObject({
      status: 'open',
      assigned_to: { id: member.id, name: 'Ruth Mensah' },
      due_date: due,
    });

    const memberToken = await logIn(server, member.email, member.password);
    const seen = await actionPlan(server, memberToken);
    expect(seen.items.map((item) => item.question_id)).toEqual(['medical-aed']);
    expect(seen.members).toEqual([]);
    const otherToken = await logIn(server, other.email, other.password);
    expect((await actionPlan(server, otherToken)).items).toEqual([]);

    const notices = await fromAnyIp(server)<Notification[]>('get_notifications', {}, { token: memberToken });
    expect(notices.body.data?.[0]).toMatchObject({
      type: 'risk',
      title: 'A safety action was assigned to you',
      body: expect.stringContaining('Automated External Defibrillator'),
      url: '/subuser-detail?category=medical-readiness&question=medical-aed',
    });
  });

  it('lists the owner’s live members to assign to', async () => {
    const owner = await teamOwner(server);
    const member = await addMember(server, owner.token, { first_name: 'Abel' });
    await addMember(server, (await teamOwner(server)).token, { first_name: 'Stranger' });
    expect((await actionPlan(server, owner.token)).members).toEqual([
      { id: member.id, first_name: 'Abel', last_name: 'Reyes' },
    ]);
  });

  it('refuses another organisation’s member, the owner and unknown ids with 404, assigning nothing', async () => {
    const owner = await teamOwner(server);
    const other = await teamOwner(server);
    const stranger = await addMember(server, other.token);
    await saveAnswers(server, owner.token, [aed(NO)]);
    for (const user_id of [stranger.id, owner.id, crypto.randomUUID(), 'not-a-uuid']) {
      const { code, body } = await itemCall(server, 'assign_risk_action', owner.token, {
        question_id: 'medical-aed',
        user_id,
        due_date: inAWeek(),
      });
      expect({ user_id, code, body }).toEqual({ user_id, code: 404, body: MEMBER_NOT_FOUND });
    }
    expect((await actionPlan(server, owner.token)).items[0]?.assigned_to).toBeNull();
  });

  it('answers 404 for an item that is not open in the caller’s organisation', async () => {
    const owner = await teamOwner(server);
    const other = await teamOwner(server);
    const member = await addMember(server, owner.token);
    await saveAnswers(server, other.token, [aed(NO)]);
    await saveAnswers(server, owner.token, [lockdown(YES)]);
    for (const question_id of ['medical-aed', 'access-lockdown', 'no-such-question']) {
      for (const name of ['complete_risk_action', 'reopen_risk_action']) {
        const { code, body } = await itemCall(server, name, owner.token, { question_id });
        expect({ name, question_id, code, body }).toEqual({
          name,
          question_id,
          code: 404,
          body: ITEM_NOT_FOUND,
        });
      }
      const assigned = await itemCall(server, 'assign_risk_action', owner.token, {
        question_id,
        user_id: member.id,
        due_date: inAWeek(),
      });
      expect(assigned).toMatchObject({ code: 404, body: ITEM_NOT_FOUND });
    }
    expect((await actionPlan(server, other.token)).items[0]).toMatchObject({
      status: 'open',
      assigned_to: null,
    });
  });

  it('asks for a member and a due date that is not past', async () => {
    const owner = await teamOwner(server);
    const member = await addMember(server, owner.token);
    await saveAnswers(server, owner.token, [aed(NO)]);
    const assign = (fields: Record<string, string>) =>
      itemCall(server, 'assign_risk_action', owner.token, { question_id: 'medical-aed', ...fields });
    expect(await assign({ due_date: inAWeek() })).toMatchObject({
      code: 422,
      body: { message: 'Please select a sub user', errors: { user_id: 'Please select a sub user' } },
    });
    for (const due_date of ['', '2026-02-30', 'tomorrow']) {
      expect(await assign({ user_id: member.id, due_date })).toMatchObject({
        code: 422,
        body: { errors: { due_date: 'Please enter due date' } },
      });
    }
    expect(await assign({ user_id: member.id, due_date: '2020-01-01' })).toMatchObject({
      code: 422,
      body: {
        message: 'The due date cannot be in the past.',
        errors: { due_date: 'The due date cannot be in the past.' },
      },
    });
  });

  it('lets only the owner change items', async () => {
    const owner = await teamOwner(server);
    const member = await addMember(server, owner.token);
    await saveAnswers(server, owner.token, [aed(NO)]);
    const memberToken = await logIn(server, member.email, member.password);
    for (const name of ['complete_risk_action', 'reopen_risk_action', 'assign_risk_action']) {
      const { code, body } = await itemCall(server, name, memberToken, {
        question_id: 'medical-aed',
        user_id: member.id,
        due_date: inAWeek(),
      });
      expect({ name, code, body }).toEqual({ name, code: 403, body: WRONG_ROLE });
    }
  });
});
