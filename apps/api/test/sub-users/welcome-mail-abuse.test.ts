import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisations } from '../../src/db/schema/index';
import { fromAnyIp } from '../helpers/accounts';
import { uniqueEmail } from '../helpers/factories';
import { mailsTo } from '../helpers/outbox';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { addMember, teamOwner, welcomeMail } from './sub-user-fixtures';

const PHISHING = 'Your account is suspended, pay now at https://evil.example/pay';
const HOUR_MS = 60 * 60_000;

describe('the welcome mail of a new sub user, as a tool for phishing', () => {
  let server: TestServer;
  let call: ReturnType<typeof fromAnyIp>;
  let time = Date.now();
  beforeAll(async () => {
    server = await startTestServer({ now: () => new Date(time) });
    call = fromAnyIp(server);
  });
  afterAll(() => server.close());

  /** Adds the address to the owner's team, lets the mail (if any) go, and answers the new member. */
  const add = async (token: string, email: string) => {
    const member = await addMember(server, token, { email });
    await server.app.deps.afterAnswer.drain();
    return member;
  };
  const remove = async (token: string, id: string) =>
    expect((await call('delete_sub_user', { id }, { token })).code).toBe(200);

  it('keeps what the owner typed out of the subject, and marks it as theirs in the body', async () => {
    const owner = await teamOwner(server);
    const { db } = await testDatabase();
    await db
      .update(organisations)
      .set({ worshipPlaceName: PHISHING })
      .where(eq(organisations.id, owner.organisationId));
    await server.app.deps.changes.settle();
    const victim = await add(owner.token, uniqueEmail('victim'));
    const mail = await welcomeMail(server.dataDir, victim.email);
    const subject = /^Subject: (.*)$/m.exec(mail)?.[1] ?? '';
    expect(subject).toBe('You have been added to a security team on Faith Shield');
    expect(mail).toContain(
      `(written by the organisation, not by Faith Shield):\n> Organisation: "${PHISHING}"`,
    );
  });

  it('does not mail an address again the day it was removed', async () => {
    const owner = await teamOwner(server);
    const email = uniqueEmail('victim');
    for (let round = 0; round < 3; round += 1) {
      const member = await add(owner.token, email);
      await remove(owner.token, member.id);
    }
    expect(await mailsTo(server.dataDir, email)).toHaveLength(1);
  });

  it('mails one address at most three times a week, however often it is removed and added', async () => {
    const owner = await teamOwner(server);
    const email = uniqueEmail('victim');
    for (let round = 0; round < 5; round += 1) {
      const member = await add(owner.token, email);
      await remove(owner.token, member.id);
      time += 25 * HOUR_MS;
    }
    expect(await mailsTo(server.dataDir, email)).toHaveLength(3);
  });

  it('sends at most 30 welcome mails a day for one organisation', async () => {
    const owner = await teamOwner(server);
    const addresses = Array.from({ length: 31 }, () => uniqueEmail('team'));
    for (const email of addresses) await add(owner.token, email);
    const mailed = await Promise.all(
      addresses.map(async (email) => (await mailsTo(server.dataDir, email)).length),
    );
    expect(mailed.filter((count) => count === 1)).toHaveLength(30);
    expect(mailed.filter((count) => count === 0)).toHaveLength(1);
  });
});
