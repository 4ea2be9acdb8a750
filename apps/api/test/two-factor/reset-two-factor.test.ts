import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorAuditLog, users, userTwoFactor } from '../../src/db/schema/index';
import { hashSecret } from '../../src/infra/auth/passwords';
import { STRONG_PASSWORD } from '../helpers/accounts';
import { createOrganisation } from '../helpers/factories';
import { createOperator } from '../helpers/operators';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';
import {
  auditPage,
  auditRows,
  movableClock,
  securityTeam,
  signedIn,
  signIn,
  totpCode,
  turnOn,
  waitForMail,
} from './two-factor-fixtures';

const RESET =
  'Two-factor authentication is off for this member. They can sign in with their password and turn it on again.';

/** The owner of securityTeam() with a password they can confirm with. */
async function ownerWithPassword(ownerId: string) {
  const { db } = await testDatabase();
  await db
    .update(users)
    .set({ passwordHash: await hashSecret(STRONG_PASSWORD) })
    .where(eq(users.id, ownerId));
}

/** Decision decision 067: a member who lost both phone and recovery codes, reset by the owner. */
describe('reset_sub_user_two_factor', () => {
  const clock = movableClock();
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ now: clock.now });
  });
  afterAll(() => server.close());

  it('turns the member’s factor off, ends their sessions, mails them and writes the log', async () => {
    const { owner, member, organisation } = await securityTeam();
    await ownerWithPassword(owner.user.id);
    const memberToken = await signedIn(server, member);
    await turnOn(server, memberToken, clock.now());
    clock.nextStep();
    const team = await server.call<{ id: string; two_factor: string }[]>(
      'get_sub_user',
      {},
      { token: owner.token },
    );
    // the owner's team list says who has it on
    expect(team.body.data?.find((row) => row.id === member.user.id)?.two_factor).toBe('Yes');

    const { code, body } = await server.call(
      'reset_sub_user_two_factor',
      { id: member.user.id, password: STRONG_PASSWORD },
      { token: owner.token, headers: { 'x-forwarded-for': '198.51.100.7' } },
    );
    expect({ code, body }).toEqual({ code: 200, body: { status: 1, message: RESET } });

    // the phone that was lost may hold a session: it ends
    expect((await server.call('get_security', {}, { token: memberToken })).code).toBe(401);
    const { db } = await testDatabase();
    expect(await db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, member.user.id))).toEqual([]);
    // the password alone signs in again, with no code asked
    const again = await signIn(server, member);
    expect(again.code).toBe(200);
    expect(again.body.data?.two_factor_required).toBeUndefined();

    await waitForMail(
      server.dataDir,
      member.email,
      'was turned off for your Faith Shield account by your team',
    );
    const [row] = await auditRows(organisation.id, 'two_factor_reset');
    expect(row).toMatchObject({ actorId: owner.user.id, target: 'Samuel Reyes', ip: '198.51.100.7' });
    const page = await auditPage(server, owner.token, { action: 'two_factor_reset' });
    expect(page.body.data?.entries).toHaveLength(1);
    const after = await server.call<{ id: string; two_factor: string }[]>(
      'get_sub_user',
      {},
      { token: owner.token },
    );
    expect(after.body.data?.find((row) => row.id === member.user.id)?.two_factor).toBe('No');
  });

  it('asks for the owner’s own password, and refuses when the factor is off', async () => {
    const { owner, member } = await securityTeam();
    await ownerWithPassword(owner.user.id);
    const memberToken = await signedIn(server, member);
    const { secret } = await turnOn(server, memberToken, clock.now());
    clock.nextStep();

    const missing = await server.call(
      'reset_sub_user_two_factor',
      { id: member.user.id },
      { token: owner.token },
    );
    expect(missing.code).toBe(422);
    expect(missing.body.errors?.password).toBe('Please enter password');
    const wrong = await server.call(
      'reset_sub_user_two_factor',
      { id: member.user.id, password: 'Not#TheOne1' },
      { token: owner.token },
    );
    expect(wrong.code).toBe(422);
    expect(wrong.body.errors?.password).toBe('Your password is incorrect.');
    // nothing changed: the member still needs their code
    expect((await signIn(server, member)).body.data?.two_factor_required).toBe(true);
    expect((await signIn(server, member, { code: totpCode(secret, clock.now()) })).code).toBe(200);

    const done = await server.call(
      'reset_sub_user_two_factor',
      { id: member.user.id, password: STRONG_PASSWORD },
      { token: owner.token },
    );
    expect(done.code).toBe(200);
    const twice = await server.call(
      'reset_sub_user_two_factor',
      { id: member.user.id, password: STRONG_PASSWORD },
      { token: owner.token },
    );
    expect(twice.code).toBe(422);
    expect(twice.body.message).toBe('Two-factor authentication is not on.');
  });

  it('is the owner’s alone, and only for their own team', async () => {
    const { owner, leader, member } = await securityTeam();
    await ownerWithPassword(owner.user.id);
    const leaderToken = await signedIn(server, leader);
    const asLeader = await server.call(
      'reset_sub_user_two_factor',
      { id: member.user.id, password: STRONG_PASSWORD },
      { token: leaderToken },
    );
    expect(asLeader.code).toBe(403);

    const { db } = await testDatabase();
    const other = await createOrganisation(db);
    await ownerWithPassword(other.owner.user.id);
    const stranger = await server.call(
      'reset_sub_user_two_factor',
      { id: member.user.id, password: STRONG_PASSWORD },
      { token: other.owner.token },
    );
    expect(stranger.code).toBe(404);
    expect(stranger.body).toEqual({ status: 0, message: 'This sub user was not found.' });
    // the owner's own account is not a member: their loss goes through the operator console
    const self = await server.call(
      'reset_sub_user_two_factor',
      { id: owner.user.id, password: STRONG_PASSWORD },
      { token: owner.token },
    );
    expect(self.code).toBe(404);
  });
});

/** Decision decision 067: an owner who lost both has support turn it off, in both logs. */
describe('operator_reset_owner_two_factor', () => {
  const clock = movableClock();
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ now: clock.now });
  });
  afterAll(() => server.close());

  it('turns the owner’s factor off with the reason written, ends their sessions and mails them', async () => {
    const { db } = await testDatabase();
    const operator = await createOperator(db);
    const { owner, organisation } = await securityTeam();
    const [ownerRow] = await db.select().from(users).where(eq(users.id, owner.user.id));
    await turnOn(server, owner.token, clock.now());
    clock.nextStep();
    const asOperator = (name: string, fields: Record<string, string>) =>
      server.call<{ organisation: { owner_two_factor: boolean } }>(name, fields, {
        token: operator.token,
        bearer: true,
        headers: { 'x-forwarded-for': '203.0.113.9' },
        ...(name === 'operator_organisation' ? { method: 'GET' as const } : {}),
      });
    const before = await asOperator('operator_organisation', { id: organisation.id });
    expect(before.body.data?.organisation.owner_two_factor).toBe(true);

    const short = await asOperator('operator_reset_owner_two_factor', {
      id: organisation.id,
      reason: 'asked',
    });
    expect(short.code).toBe(422);
    expect(short.body.errors?.reason).toBe(
      'Please say how you confirmed the owner is who they say they are.',
    );
    // an organisation token never opens it
    expect(
      (
        await server.call(
          'operator_reset_owner_two_factor',
          { id: organisation.id, reason: 'Called back on the number on file' },
          { token: owner.token },
        )
      ).code,
    ).toBe(403);

    const reason = 'Called back on the number on file, asked the church office';
    const done = await asOperator('operator_reset_owner_two_factor', { id: organisation.id, reason });
    expect({ code: done.code, message: done.body.message }).toEqual({
      code: 200,
      message:
        'The owner’s two-factor authentication is off. They have been mailed and signed out everywhere.',
    });
    expect((await server.call('get_security', {}, { token: owner.token })).code).toBe(401);
    const after = await asOperator('operator_organisation', { id: organisation.id });
    expect(after.body.data?.organisation.owner_two_factor).toBe(false);
    await waitForMail(server.dataDir, ownerRow?.email ?? '', 'by Faith Shield support, at your request');

    const [row] = await auditRows(organisation.id, 'two_factor_reset');
    expect(row).toMatchObject({
      actorId: null,
      target: 'Test Owner (by Faith Shield support)',
      ip: '203.0.113.9',
    });
    const [operatorRow] = await db
      .select()
      .from(operatorAuditLog)
      .where(
        and(
          eq(operatorAuditLog.subject, `organisation:${organisation.id}`),
          eq(operatorAuditLog.action, 'customers.reset_owner_two_factor'),
        ),
      );
    expect(operatorRow).toMatchObject({
      operatorId: operator.id,
      action: 'customers.reset_owner_two_factor',
      after: { reason },
    });

    const again = await asOperator('operator_reset_owner_two_factor', { id: organisation.id, reason });
    expect(again.code).toBe(422);
    expect(again.body.message).toBe('The owner does not have two-factor authentication on.');
    const unknown = await asOperator('operator_reset_owner_two_factor', { id: crypto.randomUUID(), reason });
    expect(unknown.code).toBe(404);
  });
});
