import type { Notification } from '@faith-shield/contract/notifications/get-notifications';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notify } from '../../src/features/notifications/notify';
import { createOrganisation, createUser } from '../helpers/factories';
import { mailsTo } from '../helpers/outbox';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { addPushDevice } from './notify-helpers';

describe('notifications', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const listFor = async (token: string) => {
    const { code, body } = await server.call<Notification[]>('get_notifications', {}, { token });
    expect(code).toBe(200);
    return body;
  };

  it('get_notifications lists only the person’s own, newest first, with the spec’s fields', async () => {
    const { db } = await testDatabase();
    const { organisation, owner } = await createOrganisation(db);
    const member = await createUser(db, organisation.id, 2);
    const eventId = crypto.randomUUID();
    const base = { organisationId: organisation.id, userIds: [member.user.id] };
    await notify(db, {
      ...base,
      type: 'certificate',
      title: 'First',
      body: 'Older',
      url: '/subuser-certificates',
    });
    await notify(db, {
      ...base,
      type: 'users',
      eventId,
      title: 'Sunday service',
      body: 'You are on the team',
    });
    await notify(db, {
      organisationId: organisation.id,
      userIds: [owner.user.id],
      type: 'risk',
      title: 'Owner’s',
      body: '-',
    });

    const answer = await listFor(member.token);
    expect(answer.status).toBe(1);
    expect(answer.message).toBe('Notifications');
    expect(answer.data?.map((row) => row.title)).toEqual(['Sunday service', 'First']);
    expect(answer.data?.[0]).toMatchObject({
      type: 'users',
      event_id: eventId,
      title: 'Sunday service',
      body: 'You are on the team',
      image: '',
    });
    expect(answer.data?.[1]).toMatchObject({
      type: 'certificate',
      event_id: null,
      url: '/subuser-certificates',
    });
    expect((await listFor(owner.token)).data?.map((row) => row.title)).toEqual(['Owner’s']);
  });

  it('sends a Web Push message to every device the person is signed in on, once each', async () => {
    const { db } = await testDatabase();
    const { organisation } = await createOrganisation(db);
    const member = await createUser(db, organisation.id, 2);
    const phone = await addPushDevice(db, member.user.id);
    const laptop = await addPushDevice(db, member.user.id);
    const signedOut = await addPushDevice(db, member.user.id, { revoked: true });

    await notify(db, {
      organisationId: organisation.id,
      userIds: [member.user.id],
      type: 'users',
      title: 'Easter vigil',
      body: 'Starts in 24 hours',
      url: '/subuser-view-events/1',
    });

    const toMember = () => server.pushes.filter((push) => [phone, laptop, signedOut].includes(push.endpoint));
    await vi.waitFor(() => expect(toMember()).toHaveLength(2), { timeout: 5_000 });
    expect(
      toMember()
        .map((push) => push.endpoint)
        .sort(),
    ).toEqual([phone, laptop].sort());
    expect(toMember()[0]).toMatchObject({
      title: 'Easter vigil',
      body: 'Starts in 24 hours',
      url: '/subuser-view-events/1',
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(toMember()).toHaveLength(2);
  });

  it('mails when asked, and a notice with a dedupe key happens once however often it is asked for', async () => {
    const { db } = await testDatabase();
    const { organisation } = await createOrganisation(db);
    const member = await createUser(db, organisation.id, 2);
    const notice = {
      organisationId: organisation.id,
      userIds: [member.user.id],
      type: 'certificate',
      title: 'Your CPR certificate expires in 7 days',
      body: 'Renew it before 1 Dec 2026.',
      url: '/subuser-certificates',
      dedupeKey: 'certificate-expiry:7:abc',
      mail: true,
    };

    expect(await notify(db, notice)).toBe(1);
    expect(await notify(db, notice)).toBe(0);

    expect((await listFor(member.token)).data).toHaveLength(1);
    await vi.waitFor(async () => expect(await mailsTo(server.dataDir, member.user.email)).toHaveLength(1), {
      timeout: 5_000,
    });
    const [mail] = await mailsTo(server.dataDir, member.user.email);
    // the title carries names people typed: it stays out of the subject
    expect(mail).toContain('Subject: A certificate reminder from Faith Shield');
    expect(mail).toContain('Hello,\n\nYour CPR certificate expires in 7 days\nRenew it before 1 Dec 2026.');
    expect(mail).toContain('as your organisation wrote them, not Faith Shield');
    expect(mail).toContain('/subuser-certificates');
  });

  it('mails one address at most 50 notifications a day', async () => {
    const { db } = await testDatabase();
    const { organisation } = await createOrganisation(db);
    const member = await createUser(db, organisation.id, 2);
    for (let index = 1; index <= 51; index += 1)
      await notify(db, {
        organisationId: organisation.id,
        userIds: [member.user.id],
        type: 'users',
        title: `Reminder: event ${index}`,
        body: 'Tomorrow',
        mail: true,
      });
    const settled = async () => {
      const result = await db.execute(sql`
        select count(*)::int as waiting from notification_deliveries d
        join notifications n on n.id = d.notification_id
        where n.user_id = ${member.user.id} and d.sent_at is null and d.failed_at is null`);
      return (result as unknown as { rows: { waiting: number }[] }).rows[0]?.waiting;
    };
    await vi.waitFor(async () => expect(await settled()).toBe(0), { timeout: 10_000, interval: 50 });
    expect(await mailsTo(server.dataDir, member.user.email)).toHaveLength(50);
    // the pushes all went
    expect((await listFor(member.token)).data).toHaveLength(51);
  });

  it('tells nobody when a transaction that notified is rolled back', async () => {
    const { db } = await testDatabase();
    const { organisation } = await createOrganisation(db);
    const member = await createUser(db, organisation.id, 2);
    await db
      .transaction(async (tx) => {
        await notify(tx, {
          organisationId: organisation.id,
          userIds: [member.user.id],
          type: 'users',
          title: 'x',
          body: 'y',
        });
        throw new Error('the event was not saved');
      })
      .catch(() => undefined);
    expect((await listFor(member.token)).data).toEqual([]);
  });
});
