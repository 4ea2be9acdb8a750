import type { Alert } from '@faith-shield/contract/alerts/alert-fields';
import type { Notification } from '@faith-shield/contract/notifications/get-notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { alertTeam, detail, NASHVILLE, sendAlert } from './alert-fixtures';

// Places chosen by their great-circle distance from downtown Nashville.
const FRANKLIN = { lat: '35.9251', long: '-86.8689' }; // about 17 miles
const MURFREESBORO = { lat: '35.8456', long: '-86.3903' }; // about 31 miles
const MEMPHIS = { lat: '35.1495', long: '-90.0490' }; // about 197 miles

describe('regional alerts', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('tells owners within the radius, with the sender’s place and distance, and none of their team', async () => {
    const sender = await alertTeam(NASHVILLE);
    const near = await alertTeam(FRANKLIN);
    const further = await alertTeam(MURFREESBORO);
    const far = await alertTeam(MEMPHIS);
    const alert = await sendAlert(server, sender.owner.token, { scope: 'region', radius_miles: 25 });
    expect(alert).toMatchObject({ scope: 'region', radius_miles: 25 });

    const told = await server.call<Alert[]>('get_alerts', {}, { token: near.owner.token });
    const seen = told.body.data?.find((row) => row.id === alert.id);
    expect(seen).toMatchObject({
      received: true,
      worship_place_name: sender.organisation.worshipPlaceName,
      can_manage: false,
    });
    expect(seen?.distance_miles).toBeGreaterThan(16);
    expect(seen?.distance_miles).toBeLessThan(18);
    const notices = await server.call<Notification[]>('get_notifications', {}, { token: near.owner.token });
    expect(notices.body.data?.find((row) => row.alert_id === alert.id)?.title).toBe(
      'Emergency alert nearby: Lockdown',
    );

    const noRows = await detail(server, near.owner.token, alert.id);
    expect(noRows.code).toBe(200);
    expect(noRows.body.data?.answers).toEqual([]);
    const answer = await server.call(
      'answer_alert',
      { id: alert.id, answer: 'ok' },
      { token: near.owner.token },
    );
    expect([403, 404]).toContain(answer.code);

    for (const person of [near.member, near.leader, further.owner, far.owner]) {
      const list = await server.call<Alert[]>('get_alerts', {}, { token: person.token });
      expect(list.body.data?.some((row) => row.id === alert.id)).toBe(false);
      const theirs = await server.call<Notification[]>('get_notifications', {}, { token: person.token });
      expect(theirs.body.data?.some((row) => row.alert_id === alert.id)).toBe(false);
      expect((await detail(server, person.token, alert.id)).code).toBe(404);
    }

    // the sender's own team answers its roll-call as for a team alert
    const own = await detail(server, sender.leader.token, alert.id);
    expect(own.body.data?.answers).toHaveLength(4);
  });
});
