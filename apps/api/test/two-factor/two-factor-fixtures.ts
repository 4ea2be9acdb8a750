import { setTimeout as sleep } from 'node:timers/promises';
import type { SessionData } from '@faith-shield/contract/accounts/login';
import type { AuditEntry } from '@faith-shield/contract/security/get-audit-log';
import { and, desc, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { auditLog, users } from '../../src/db/schema/index';
import { createSubUserWithPassword, randomIp } from '../helpers/accounts';
import { createOrganisation } from '../helpers/factories';
import { mailsTo } from '../helpers/outbox';
import { testDatabase } from '../helpers/test-database';
import type { TestServer } from '../helpers/test-server';

/** The server's clock, moved by hand: each step is a new TOTP time step. */
export function movableClock(start = Date.now()) {
  let at = start;
  return {
    now: () => new Date(at),
    /** Past the window the server accepts around a code (one step either way). */
    nextStep: () => {
      at += 30_000;
    },
  };
}

/** The code an authenticator app shows for `secret` at `at`, computed with the server's library. */
export const totpCode = (secret: string, at: Date) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() });

/** An organisation with its owner and a leader and a member, each with a real password. */
export async function securityTeam() {
  const { db } = await testDatabase();
  const { organisation, owner } = await createOrganisation(db);
  const leader = await createSubUserWithPassword(db, organisation.id);
  await db.update(users).set({ isLeader: true }).where(eq(users.id, leader.user.id));
  const member = await createSubUserWithPassword(db, organisation.id);
  return { organisation, owner, leader, member };
}

export async function signIn(
  server: TestServer,
  person: { email: string; password: string },
  extra: Record<string, string> = {},
  ip = randomIp(),
) {
  return server.call<SessionData & { two_factor_required?: boolean }>(
    'login',
    { email: person.email, password: person.password, ...extra },
    {
      headers: { 'x-forwarded-for': ip, 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile' },
    },
  );
}

export async function signedIn(server: TestServer, person: { email: string; password: string }) {
  const { code, body } = await signIn(server, person);
  if (code !== 200 || !body.data) throw new Error(`login failed: ${code} ${JSON.stringify(body)}`);
  return body.data.token;
}

/** Turns the second factor on through the API: its secret and recovery codes. */
export async function turnOn(server: TestServer, token: string, now: Date) {
  const setup = await server.call<{ secret: string; otpauth_url: string }>('two_factor_setup', {}, { token });
  if (!setup.body.data) throw new Error(`setup failed: ${JSON.stringify(setup.body)}`);
  const { secret } = setup.body.data;
  const enabled = await server.call<{ recovery_codes: string[] }>(
    'two_factor_enable',
    { code: totpCode(secret, now) },
    { token },
  );
  if (!enabled.body.data) throw new Error(`enable failed: ${JSON.stringify(enabled.body)}`);
  return { secret, recoveryCodes: enabled.body.data.recovery_codes };
}

/** The organisation's audit rows, newest first, straight from the table. */
export async function auditRows(organisationId: string, action?: string) {
  const { db } = await testDatabase();
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.organisationId, organisationId), action ? eq(auditLog.action, action) : undefined))
    .orderBy(desc(auditLog.at), desc(auditLog.seq));
}

export const auditPage = (server: TestServer, token: string, filter: Record<string, string | number> = {}) =>
  server.call<{
    entries: AuditEntry[];
    page: number;
    has_more: boolean;
    people: { id: string; name: string }[];
  }>('get_audit_log', filter, { token });

/** The mails to `email` whose text says `words`; mails leave after the answer, hence the wait. */
export async function waitForMail(dataDir: string, email: string, words: string, count = 1) {
  for (let waited = 0; waited < 5000; waited += 25) {
    const found = (await mailsTo(dataDir, email)).filter((eml) => eml.replace(/=\r?\n/g, '').includes(words));
    if (found.length >= count) return found;
    await sleep(25);
  }
  throw new Error(`no mail to ${email} saying "${words}"`);
}
