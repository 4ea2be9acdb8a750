import type { Notification } from '@faith-shield/contract/notifications/get-notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAlertRenotices } from '../../src/features/alerts/alert-renotice';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { alertTeam, sendAlert } from './alert-fixtures';

describe('the two-minute re-notice', () => {
  let server: TestServer;
  let now = new Date();
  beforeAll(async () => {
    server = await startTestServer({ now: () => now });
  });
  afterAll(() => server.close());

  const renotices = async (token: string, alertId: string) =>
    ((await server.call<Notification[]>('get_notifications', {}, { token })).body.data ?? []).filter(
      (row) => row.alert_id === alertId && row.title.startsWith('Still waiting'),
    );

  it('tells those who have not answered after two minutes once more, once', async () => {
    const { db } = await testDatabase();
    const { owner, leader, member, other } = await alertTeam();
    now = new Date();
    const alert = await sendAlert(server, leader.token);
    await server.call('answer_alert', { id: alert.id, answer: 'ok' }, { token: other.token });
    // the notices are written beside the server, not through a call: on a PostgreSQL server its
    // read cache hears of them on the change feed a moment later, so each read waits for that
    // (settle) rather than maybe answering the list it kept before (decision 008)
    const run = async () => {
      await runAlertRenotices({ db, now: () => now, log: server.app.log });
      await server.app.deps.changes.settle();
    };

    now = new Date(Date.now() + 60_000);
    await run();
    expect(await renotices(member.token, alert.id)).toEqual([]);

    now = new Date(Date.now() + 2 * 60_000 + 1_000);
    await Promise.all([run(), run(), run()]);
    await run();
    expect(await renotices(member.token, alert.id)).toHaveLength(1);
    expect(await renotices(owner.token, alert.id)).toHaveLength(1);
    expect(await renotices(other.token, alert.id)).toEqual([]);
    expect(await renotices(leader.token, alert.id)).toEqual([]);
  });

  it('tells nobody once the alert is closed', async () => {
    const { db } = await testDatabase();
    const { owner, member } = await alertTeam();
    now = new Date();
    const alert = await sendAlert(server, owner.token);
    await server.call('close_alert', { id: alert.id }, { token: owner.token });
    now = new Date(Date.now() + 3 * 60_000);
    await runAlertRenotices({ db, now: () => now, log: server.app.log });
    await server.app.deps.changes.settle();
    expect(await renotices(member.token, alert.id)).toEqual([]);
  });
});
