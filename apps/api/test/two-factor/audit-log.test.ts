import type { SubUserDetail } from '@faith-shield/contract/sub-users/sub-user-form';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/index';
import { recordAudit } from '../../src/features/security/record-audit';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { editFields, subUserFields } from '../sub-users/sub-user-fixtures';
import { auditPage, auditRows, securityTeam, signedIn, signIn } from './two-factor-fixtures';

describe('the organisation’s audit log (spec 03 §5)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('records each audited action with its actor, target and address, in the same write as the action', async () => {
    const { owner, leader, organisation } = await securityTeam();
    const headers = { 'x-forwarded-for': '192.0.2.44' };
    const added = await server.call<SubUserDetail>(
      'add_sub_user',
      subUserFields({ first_name: 'Miriam', last_name: 'Cole', leader: 'Yes' }),
      { token: owner.token, headers },
    );
    expect(added.code).toBe(200);
    if (!added.body.data) throw new Error('not added');
    const id = added.body.data.id;
    const demoted = await server.call('update_sub_user', editFields(added.body.data, { leader: 'No' }), {
      token: owner.token,
      headers,
    });
    expect(demoted.code, JSON.stringify(demoted.body)).toBe(200);
    const leaderToken = await signedIn(server, leader);
    const alert = await server.call<{ id: string }>(
      'send_alert',
      { kind: 'Medical', message: 'Collapse in row 4' },
      { token: leaderToken, headers },
    );
    expect(alert.code).toBe(200);
    const closed = await server.call(
      'close_alert',
      { id: alert.body.data?.id ?? '' },
      { token: owner.token, headers },
    );
    expect(closed.code).toBe(200);
    expect((await server.call('share_report', {}, { token: owner.token, headers })).code).toBe(200);
    expect((await server.call('delete_sub_user', { id }, { token: owner.token, headers })).code).toBe(200);

    const rows = await auditRows(organisation.id);
    const seen = rows
      .filter((row) => row.action !== 'sign_in')
      .map((row) => [row.action, row.target, row.actorId, row.ip]);
    expect(seen).toEqual([
      ['sub_user_removed', 'Miriam Cole', owner.user.id, '192.0.2.44'],
      ['report_shared', '', owner.user.id, '192.0.2.44'],
      ['alert_closed', 'Medical', owner.user.id, '192.0.2.44'],
      ['alert_sent', 'Medical', leader.user.id, '192.0.2.44'],
      ['leader_changed', 'Miriam Cole: No', owner.user.id, '192.0.2.44'],
      ['leader_changed', 'Miriam Cole: Yes', owner.user.id, '192.0.2.44'],
      ['sub_user_added', 'Miriam Cole', owner.user.id, '192.0.2.44'],
    ]);
  });

  it('answers the owner newest first, with names, a page at a time, filtered by action, person and date', async () => {
    const { owner, leader, member, organisation } = await securityTeam();
    await signIn(server, member, { password: 'Wrong#0000x' });
    await signedIn(server, leader);
    const { db } = await testDatabase();
    // 55 more rows, to make two pages
    for (let row = 0; row < 55; row += 1)
      await recordAudit(db, {
        organisationId: organisation.id,
        actorId: owner.user.id,
        action: 'report_shared',
      });

    const first = await auditPage(server, owner.token);
    expect(first.code).toBe(200);
    expect(first.body.message).toBe('Audit log');
    expect(first.body.data?.entries).toHaveLength(50);
    expect(first.body.data?.has_more).toBe(true);
    const second = await auditPage(server, owner.token, { page: 2 });
    expect(second.body.data?.entries).toHaveLength(7);
    expect(second.body.data?.has_more).toBe(false);
    const oldest = second.body.data?.entries.at(-1);
    expect(oldest).toMatchObject({
      action: 'sign_in_failed',
      actor_name: 'Samuel Reyes',
      target: 'Wrong password',
    });
    expect(oldest?.ip).toMatch(/^10\./);
    const times = [...(first.body.data?.entries ?? []), ...(second.body.data?.entries ?? [])].map(
      (entry) => entry.at,
    );
    expect(times).toEqual([...times].sort().reverse());

    const byAction = await auditPage(server, owner.token, { action: 'sign_in' });
    expect(byAction.body.data?.entries.map((entry) => entry.actor_id)).toEqual([leader.user.id]);
    const byPerson = await auditPage(server, owner.token, { actor_id: member.user.id });
    expect(byPerson.body.data?.entries.map((entry) => entry.action)).toEqual(['sign_in_failed']);
    const today = new Date().toISOString().slice(0, 10);
    const byDay = await auditPage(server, owner.token, { from: today, to: today });
    expect(byDay.body.data?.entries).toHaveLength(50);
    const none = await auditPage(server, owner.token, { from: '2020-01-01', to: '2020-01-02' });
    expect(none.body.data?.entries).toEqual([]);
    expect(first.body.data?.people.map((person) => person.id)).toEqual(
      expect.arrayContaining([owner.user.id, leader.user.id, member.user.id]),
    );

    const bad: [Record<string, string>, string, string][] = [
      [{ page: '0' }, 'page', 'Please enter a valid page'],
      [{ from: '2026-13-01' }, 'from', 'Please enter a valid date'],
      [{ from: '2026-02-02', to: '2026-02-01' }, 'to', 'The end date must not be before the start date'],
    ];
    for (const [fields, field, message] of bad) {
      const { code, body } = await auditPage(server, owner.token, fields);
      expect(code, JSON.stringify(fields)).toBe(422);
      expect(body.errors?.[field]).toBe(message);
    }
  });

  it('is the owner’s only, and never shows another organisation’s rows', async () => {
    const { owner, leader, organisation } = await securityTeam();
    const other = await securityTeam();
    await signedIn(server, other.member);
    const leaderToken = await signedIn(server, leader);
    const refused = await auditPage(server, leaderToken);
    expect(refused.code).toBe(403);
    expect(refused.body.data).toBeUndefined();
    const mine = await auditPage(server, owner.token);
    expect(mine.body.data?.entries.map((entry) => entry.actor_id)).toEqual([leader.user.id]);
    const theirs = await auditPage(server, owner.token, { actor_id: other.member.user.id });
    expect(theirs.body.data?.entries).toEqual([]);
    expect(mine.body.data?.people.map((person) => person.id)).not.toContain(other.member.user.id);
    expect((await auditRows(organisation.id)).every((row) => row.organisationId === organisation.id)).toBe(
      true,
    );
  });

  it('is append-only: the database itself refuses to change, delete or empty it', async () => {
    const { owner, organisation } = await securityTeam();
    const { db } = await testDatabase();
    await recordAudit(db, {
      organisationId: organisation.id,
      actorId: owner.user.id,
      action: 'report_shared',
    });
    const [row] = await auditRows(organisation.id);
    if (!row) throw new Error('no row');
    await expect(
      db.update(auditLog).set({ target: 'rewritten' }).where(eq(auditLog.id, row.id)),
    ).rejects.toThrow();
    await expect(db.delete(auditLog).where(eq(auditLog.id, row.id))).rejects.toThrow();
    await expect(db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const [still] = await db.select().from(auditLog).where(eq(auditLog.id, row.id));
    expect(still).toEqual(row);
  });

  it('keeps no row of an action whose change is rolled back', async () => {
    const { owner, organisation } = await securityTeam();
    const { db } = await testDatabase();
    await expect(
      db.transaction(async (tx) => {
        await recordAudit(tx, {
          organisationId: organisation.id,
          actorId: owner.user.id,
          action: 'alert_sent',
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await auditRows(organisation.id)).toEqual([]);
  });
});
