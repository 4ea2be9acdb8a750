import type { Notification } from '@faith-shield/contract/notifications/get-notifications';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../src/db/schema/index';
import { sendExpiryReminders } from '../../src/features/certificates/expiry-reminders';
import { fromAnyIp } from '../helpers/accounts';
import { mailsTo, notificationTitle } from '../helpers/outbox';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { addPushDevice } from '../notifications/notify-helpers';
import { teamOwner } from '../sub-users/sub-user-fixtures';
import { addCertificate, addMember, cprFields, dayFromToday } from './certificate-fixtures';

const DAY = 86_400_000;

/**
 * DESIGN.md §4b: 30 and 7 days before a certificate expires, its holder and the owner each get
 * one mail and one Web Push, once. The clock is the test's: the job runs by hand at moved times.
 */
describe('certificate expiry reminders', () => {
  const start = new Date();
  let clock = start;
  let server: TestServer;
  let call: ReturnType<typeof fromAnyIp>;
  beforeAll(async () => {
    server = await startTestServer({ now: () => clock });
    call = fromAnyIp(server);
  });
  afterAll(() => server.close());

  const at = (days: number) => {
    clock = new Date(start.getTime() + days * DAY);
  };
  const runJob = (organisationId: string) =>
    sendExpiryReminders(
      { db: server.app.deps.db, now: () => clock, log: server.app.log },
      {
        organisationIds: [organisationId],
      },
    );
  const told = async (token: string) =>
    ((await call<Notification[]>('get_notifications', {}, { token })).body.data ?? []).map(
      (notice) => notice.title,
    );
  const pushesTo = (endpoint: string) =>
    server.pushes.filter((push) => push.endpoint === endpoint).map((push) => push.title);
  // the notices' mails only: the owner's welcome mail at sign-up has no notice title
  const titlesTo = async (email: string) =>
    (await mailsTo(server.dataDir, email)).map(notificationTitle).filter((title) => title !== undefined);

  it('tells the holder and the owner at 30 and at 7 days, once each, by push and by mail', async () => {
    const owner = await teamOwner(server);
    const member = await addMember(owner.organisationId, 'Samuel', 'Reyes');
    const db = (await testDatabase()).db;
    const [memberRow] = await db.select().from(users).where(eq(users.id, member.id));
    const ownerPhone = await addPushDevice(db, owner.id);
    const memberPhone = await addPushDevice(db, member.id);
    const certificate = await addCertificate(server, member.token, {
      expiration_date: dayFromToday(45, start),
    });

    at(0);
    expect(await runJob(owner.organisationId)).toBe(0);
    at(15); // 30 days before
    expect(await runJob(owner.organisationId)).toBe(1);
    expect(await runJob(owner.organisationId)).toBe(0);
    at(16);
    expect(await runJob(owner.organisationId)).toBe(0);
    at(38); // 7 days before
    expect(await runJob(owner.organisationId)).toBe(1);
    at(40);
    expect(await runJob(owner.organisationId)).toBe(0);
    at(46); // expired: nothing more
    expect(await runJob(owner.organisationId)).toBe(0);
    at(0); // sessions left unused for weeks would have ended

    const memberTitles = [
      'Your CPR & First Aid certificate expires in 7 days',
      'Your CPR & First Aid certificate expires in 30 days',
    ];
    const ownerTitles = [
      "Samuel Reyes's CPR & First Aid certificate expires in 7 days",
      "Samuel Reyes's CPR & First Aid certificate expires in 30 days",
    ];
    expect(await told(member.token)).toEqual(memberTitles);
    expect(await told(owner.token)).toEqual(ownerTitles);
    await vi.waitFor(() => expect(pushesTo(memberPhone).sort()).toEqual([...memberTitles].sort()), {
      timeout: 5_000,
    });
    await vi.waitFor(() => expect(pushesTo(ownerPhone).sort()).toEqual([...ownerTitles].sort()), {
      timeout: 5_000,
    });
    await vi.waitFor(
      async () => expect((await titlesTo(owner.email)).sort()).toEqual([...ownerTitles].sort()),
      {
        timeout: 5_000,
      },
    );
    await vi.waitFor(
      async () => expect((await titlesTo(memberRow?.email ?? '')).sort()).toEqual([...memberTitles].sort()),
      { timeout: 5_000 },
    );
    const notices = (await call<Notification[]>('get_notifications', {}, { token: member.token })).body.data;
    expect(notices?.[0]).toMatchObject({
      type: 'certificate',
      url: `/subuser-view-certificate/${certificate.id}`,
    });
    const ownerNotices = (await call<Notification[]>('get_notifications', {}, { token: owner.token })).body
      .data;
    expect(ownerNotices?.[0]?.url).toBe(`/view-certificates/${certificate.id}/${member.id}`);
    const mail = (await mailsTo(server.dataDir, owner.email)).find(notificationTitle) ?? '';
    expect(mail.replace(/=\r?\n/g, '')).toContain(`/view-certificates/${certificate.id}/${member.id}`);
  });

  it('sends only the 7-day reminder for one first found within 7 days, and none for an expired one', async () => {
    const owner = await teamOwner(server);
    at(0);
    await addCertificate(server, owner.token, {
      licence_number: 'soon',
      expiration_date: dayFromToday(5, start),
    });
    await addCertificate(server, owner.token, {
      licence_number: 'gone',
      issue_date: dayFromToday(-400, start),
      expiration_date: dayFromToday(-1, start),
    });
    expect(await runJob(owner.organisationId)).toBe(1);
    expect(await runJob(owner.organisationId)).toBe(0);
    // the owner's own certificate: told once, as its holder
    expect(await told(owner.token)).toEqual(['Your CPR & First Aid certificate expires in 5 days']);
  });

  it('starts afresh for a new expiration date, and tells nobody about a removed member', async () => {
    const owner = await teamOwner(server);
    const member = await addMember(owner.organisationId);
    const leaving = await addMember(owner.organisationId, 'Leah', 'Gone');
    at(0);
    const renewed = await addCertificate(server, member.token, { expiration_date: dayFromToday(10, start) });
    await addCertificate(server, leaving.token, { expiration_date: dayFromToday(10, start) });
    await (await testDatabase()).db
      .update(users)
      .set({ deletedAt: new Date() })
      .where(eq(users.id, leaving.id));
    expect(await runJob(owner.organisationId)).toBe(1);
    const { image: _image, ...fields } = cprFields({ expiration_date: dayFromToday(20, start) });
    expect(
      (await call('update_certificate', { ...fields, id: renewed.id }, { token: member.token })).code,
    ).toBe(200);
    expect(await runJob(owner.organisationId)).toBe(1);
    expect(await told(member.token)).toEqual([
      'Your CPR & First Aid certificate expires in 20 days',
      'Your CPR & First Aid certificate expires in 10 days',
    ]);
    expect((await told(owner.token)).some((title) => title.startsWith('Leah Gone'))).toBe(false);
  });
});
