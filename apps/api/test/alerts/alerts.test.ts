import type { Alert, AlertAnswer } from '@faith-shield/contract/alerts/alert-fields';
import type { Notification } from '@faith-shield/contract/notifications/get-notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo } from '../helpers/outbox';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { alertFields, alertTeam, detail, sendAlert } from './alert-fixtures';

describe('emergency alert and roll-call', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('refuses a missing kind, message, too long a message, and a bad radius with the spec’s words', async () => {
    const { owner } = await alertTeam();
    const cases: [Record<string, string>, string, string][] = [
      [{ kind: '' }, 'kind', 'Please select alert type'],
      [{ kind: 'Party' }, 'kind', 'Please select alert type'],
      [{ message: ' ' }, 'message', 'Please enter message'],
      [{ message: 'x'.repeat(501) }, 'message', 'Message must be 500 characters or less'],
      [{ scope: 'region' }, 'radius_miles', 'Please enter radius'],
      [{ scope: 'region', radius_miles: '51' }, 'radius_miles', 'Radius must be between 1 and 50 miles'],
      [{ scope: 'region', radius_miles: '0' }, 'radius_miles', 'Radius must be between 1 and 50 miles'],
    ];
    for (const [overrides, field, message] of cases) {
      const { code, body } = await server.call('send_alert', alertFields(overrides), { token: owner.token });
      expect(code, JSON.stringify(overrides)).toBe(422);
      expect(body.status).toBe(0);
      expect(body.errors?.[field]).toBe(message);
    }
  });

  it('lets the owner and a leader send; a member who is not a leader is refused', async () => {
    const { owner, leader, member } = await alertTeam();
    const refused = await server.call('send_alert', alertFields(), { token: member.token });
    expect(refused.code).toBe(403);
    expect(refused.body.message).toBe('Only team leaders can send alerts');
    expect(refused.body.data).toBeUndefined();

    const byLeader = await sendAlert(server, leader.token, { kind: 'Medical', message: 'Collapse in row 4' });
    expect(byLeader).toMatchObject({
      kind: 'Medical',
      message: 'Collapse in row 4',
      scope: 'team',
      status: 'active',
      radius_miles: null,
      created_by: 'Test Member',
      counts: { ok: 0, help: 0, away: 0, pending: 4 },
    });
    const regionByLeader = await server.call(
      'send_alert',
      alertFields({ scope: 'region', radius_miles: 5 }),
      {
        token: leader.token,
      },
    );
    expect(regionByLeader.code).toBe(403);
    const byOwner = await sendAlert(server, owner.token);
    expect(byOwner.created_by).toBe('Test Owner');
  });

  it('works on every plan, the lowest included', async () => {
    const { owner } = await alertTeam(undefined, 2);
    await sendAlert(server, owner.token);
  });

  it('fills the roll-call: leaders see every row, pending until answered; others only who needs help', async () => {
    const { owner, leader, member, memberMobile, other } = await alertTeam();
    const alert = await sendAlert(server, leader.token);

    const full = await detail(server, owner.token, alert.id);
    expect(full.code).toBe(200);
    expect(full.body.data?.answers).toHaveLength(4);
    expect(full.body.data?.answers.every((row) => row.answer === 'pending')).toBe(true);

    const ok = await server.call<AlertAnswer>(
      'answer_alert',
      { id: alert.id, answer: 'ok' },
      { token: other.token },
    );
    expect(ok.code).toBe(200);
    const help = await server.call<AlertAnswer>(
      'answer_alert',
      { id: alert.id, answer: 'help', note: 'Twisted ankle by the stairs', lat: '36.1630', long: '-86.7810' },
      { token: member.token },
    );
    expect(help.body.data).toMatchObject({
      answer: 'help',
      note: 'Twisted ankle by the stairs',
      lat: 36.163,
    });

    const byLeader = await detail(server, leader.token, alert.id);
    expect(byLeader.body.data?.counts).toEqual({ ok: 1, help: 1, away: 0, pending: 2 });
    const rows = byLeader.body.data?.answers ?? [];
    expect(rows.find((row) => row.user_id === member.user.id)).toMatchObject({
      answer: 'help',
      mobile: memberMobile,
    });
    expect(rows.find((row) => row.user_id === owner.user.id)?.answer).toBe('pending');

    const byOther = await detail(server, other.token, alert.id);
    expect(byOther.body.data?.answers).toEqual([
      expect.objectContaining({
        user_id: member.user.id,
        answer: 'help',
        note: 'Twisted ankle by the stairs',
        mobile: '',
      }),
    ]);

    // the last answer counts
    await server.call('answer_alert', { id: alert.id, answer: 'away' }, { token: member.token });
    const after = await detail(server, leader.token, alert.id);
    expect(after.body.data?.counts).toEqual({ ok: 1, help: 0, away: 1, pending: 2 });
    expect((await detail(server, other.token, alert.id)).body.data?.answers).toEqual([]);

    const noAnswer = await server.call('answer_alert', { id: alert.id }, { token: member.token });
    expect(noAnswer.code).toBe(422);
    expect(noAnswer.body.message).toBe('Please select your answer');
  });

  it('closes with an all-clear every member is told; answers and a second close are refused', async () => {
    const { owner, leader, member } = await alertTeam();
    const alert = await sendAlert(server, owner.token);
    const byMember = await server.call('close_alert', { id: alert.id }, { token: member.token });
    expect(byMember.code).toBe(403);

    const closed = await server.call<Alert>(
      'close_alert',
      { id: alert.id, closing_note: 'Police have cleared the building.' },
      { token: leader.token },
    );
    expect(closed.code).toBe(200);
    expect(closed.body.data).toMatchObject({
      status: 'closed',
      closing_note: 'Police have cleared the building.',
    });
    expect(closed.body.data?.closed_at).toBeTruthy();

    const again = await server.call('close_alert', { id: alert.id }, { token: owner.token });
    expect(again.body.message).toBe('This alert is closed');
    expect(again.body.status).toBe(0);
    const late = await server.call('answer_alert', { id: alert.id, answer: 'ok' }, { token: member.token });
    expect(late.body.message).toBe('This alert is closed');
    expect(late.body.status).toBe(0);

    const notices = await server.call<Notification[]>('get_notifications', {}, { token: member.token });
    const titles = notices.body.data
      ?.filter((row) => row.alert_id === alert.id)
      .map((row) => [row.type, row.title]);
    expect(titles).toEqual([
      ['alert', 'All clear'],
      ['alert', 'Emergency alert: Lockdown'],
    ]);
  });

  it('tells every other member by notification, Web Push and mail, the owner’s words marked as theirs', async () => {
    const { owner, member, organisation } = await alertTeam();
    const alert = await sendAlert(server, owner.token, {
      message: 'Fire in the kitchen: leave by the west doors',
    });
    const notices = await server.call<Notification[]>('get_notifications', {}, { token: member.token });
    const notice = notices.body.data?.find((row) => row.alert_id === alert.id);
    expect(notice).toMatchObject({
      type: 'alert',
      url: `/alerts/${alert.id}`,
      title: 'Emergency alert: Lockdown',
    });
    expect(notice?.body).toContain(`${organisation.worshipPlaceName} says: “Fire in the kitchen`);
    const ownNotices = await server.call<Notification[]>('get_notifications', {}, { token: owner.token });
    expect(ownNotices.body.data?.some((row) => row.alert_id === alert.id)).toBe(false);

    let mails: string[] = [];
    for (let waited = 0; waited < 5000 && mails.length === 0; waited += 50) {
      mails = await mailsTo(server.dataDir, member.user.email);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(mails[0]).toContain('Subject: Emergency alert: Lockdown');
  });

  it('lands a queued answer sent twice once', async () => {
    const { owner, leader, member } = await alertTeam();
    const alert = await sendAlert(server, owner.token);
    const queued = { id: alert.id, answer: 'help', note: 'Side door', client_id: crypto.randomUUID() };
    const first = await server.call<AlertAnswer>('answer_alert', queued, { token: member.token });
    const replay = await server.call<AlertAnswer>('answer_alert', queued, { token: member.token });
    expect(replay.code).toBe(200);
    expect(replay.body.data?.answered_at).toBe(first.body.data?.answered_at);
    const board = await detail(server, leader.token, alert.id);
    expect(board.body.data?.counts).toEqual({ ok: 0, help: 1, away: 0, pending: 3 });
  });

  it('keeps a later answer when an earlier queued one is sent again after it', async () => {
    const { owner, leader, member } = await alertTeam();
    const alert = await sendAlert(server, owner.token);
    const earlier = { id: alert.id, answer: 'help', note: 'Side door', client_id: crypto.randomUUID() };
    const later = { id: alert.id, answer: 'ok', note: 'Safe now', client_id: crypto.randomUUID() };
    await server.call('answer_alert', earlier, { token: member.token });
    const kept = await server.call<AlertAnswer>('answer_alert', later, { token: member.token });
    // the phone's queue sends the earlier answer again (its first answer was lost on the way)
    const replay = await server.call<AlertAnswer>('answer_alert', earlier, { token: member.token });
    expect(replay.code).toBe(200);
    expect(replay.body.data).toMatchObject({ answer: 'ok', note: 'Safe now' });
    expect(replay.body.data?.answered_at).toBe(kept.body.data?.answered_at);
    const board = await detail(server, leader.token, alert.id);
    expect(board.body.data?.counts).toEqual({ ok: 1, help: 0, away: 0, pending: 3 });
    expect(board.body.data?.answers.find((row) => row.user_id === member.user.id)).toMatchObject({
      answer: 'ok',
      note: 'Safe now',
    });
    // a new answer still counts
    await server.call('answer_alert', { id: alert.id, answer: 'away' }, { token: member.token });
    const after = await detail(server, leader.token, alert.id);
    expect(after.body.data?.counts).toEqual({ ok: 0, help: 0, away: 1, pending: 3 });
  });

  it('answers 429 past ten alerts an hour for one organisation', async () => {
    const { owner, leader } = await alertTeam();
    for (let sent = 0; sent < 10; sent++) await sendAlert(server, sent % 2 ? owner.token : leader.token);
    const eleventh = await server.call('send_alert', alertFields(), { token: owner.token });
    expect(eleventh.code).toBe(429);
    expect(eleventh.body.data).toBeUndefined();
    const elsewhere = await alertTeam();
    await sendAlert(server, elsewhere.owner.token);
  });

  it('shows another organisation nothing of an alert', async () => {
    const { owner } = await alertTeam();
    const stranger = await alertTeam({ lat: '40.7128', long: '-74.0060' });
    const alert = await sendAlert(server, owner.token);
    for (const [name, fields] of [
      ['get_alert_detail', { id: alert.id }],
      ['answer_alert', { id: alert.id, answer: 'ok' }],
      ['close_alert', { id: alert.id }],
    ] as const) {
      const { code, body } = await server.call(name, fields, { token: stranger.owner.token });
      expect([403, 404], name).toContain(code);
      expect(body.data).toBeUndefined();
    }
    const list = await server.call<Alert[]>('get_alerts', {}, { token: stranger.owner.token });
    expect(list.body.data?.some((row) => row.id === alert.id)).toBe(false);
  });

  it('lists active alerts first, then the newest, with final counts', async () => {
    const { owner, member } = await alertTeam();
    const first = await sendAlert(server, owner.token, { kind: 'Fire' });
    await server.call('answer_alert', { id: first.id, answer: 'ok' }, { token: member.token });
    const second = await sendAlert(server, owner.token, { kind: 'Medical' });
    await server.call('close_alert', { id: second.id }, { token: owner.token });
    const list = await server.call<Alert[]>('get_alerts', {}, { token: member.token });
    expect(list.body.data?.map((row) => [row.kind, row.status])).toEqual([
      ['Fire', 'active'],
      ['Medical', 'closed'],
    ]);
    expect(list.body.data?.[0]?.counts).toEqual({ ok: 1, help: 0, away: 0, pending: 3 });
  });
});
