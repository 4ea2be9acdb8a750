import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorSessions, operators } from '../../src/db/schema/index';
import { fromAnyIp } from '../helpers/accounts';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { movableClock } from '../subscriptions/subscription-fixtures';
import { NEW_OPERATOR_PASSWORD, setUpOperator, totpAt } from './operator-fixtures';

const clock = movableClock();
let server: TestServer;
/** Another server on the same database, configured with a different OPERATOR_SECRET_KEY. */
let wrongKeyServer: TestServer;
const db = async () => (await testDatabase()).db;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  wrongKeyServer = await startTestServer({
    now: clock.now,
    env: { OPERATOR_SECRET_KEY: 'a-different-operator-secret-key-of-another-deployment' },
  });
});
afterAll(async () => {
  await Promise.all([server.close(), wrongKeyServer.close()]);
});

/** The column as the database holds it, read with SQL. */
async function storedSecret(email: string): Promise<string> {
  const result = await (await db()).execute(sql`select totp_secret from operators where email = ${email}`);
  const [row] = (result as unknown as { rows: { totp_secret: string }[] }).rows;
  return row?.totp_secret ?? '';
}

const signIn = (target: TestServer, email: string, code: string) =>
  fromAnyIp(target)<{ token: string }>('operator_login', { email, password: NEW_OPERATOR_PASSWORD, code });

const sessionsOf = async (email: string) => {
  const [operator] = await (await db()).select().from(operators).where(eq(operators.email, email));
  return (await db())
    .select()
    .from(operatorSessions)
    .where(eq(operatorSessions.operatorId, operator?.id ?? ''));
};

describe("operators' TOTP secrets at rest", () => {
  it('are never in the database in clear, and a computed code still signs in', async () => {
    const operator = await setUpOperator(server, await db(), clock.now);
    const stored = await storedSecret(operator.email);
    expect(stored).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(stored).not.toContain(operator.secret);
    expect(stored.toUpperCase()).not.toContain(operator.secret);

    clock.advanceMs(30_000);
    const signedIn = await signIn(server, operator.email, totpAt(operator.secret, clock.now()));
    expect(signedIn.code).toBe(200);
    expect(signedIn.body.data?.token).toMatch(/^op\./);
  });

  it('seals a secret written in clear before encryption on its first good sign-in', async () => {
    const operator = await setUpOperator(server, await db(), clock.now);
    await (await db()).execute(
      sql`update operators set totp_secret = ${operator.secret} where email = ${operator.email}`,
    );
    clock.advanceMs(30_000);
    const wrong = await signIn(server, operator.email, totpAt(operator.secret, new Date(0)));
    expect(wrong.code).toBe(401);
    expect(await storedSecret(operator.email)).toBe(operator.secret);

    const signedIn = await signIn(server, operator.email, totpAt(operator.secret, clock.now()));
    expect(signedIn.code).toBe(200);
    const stored = await storedSecret(operator.email);
    expect(stored).toMatch(/^v1\./);
    expect(stored).not.toContain(operator.secret);
    clock.advanceMs(30_000);
    expect((await signIn(server, operator.email, totpAt(operator.secret, clock.now()))).code).toBe(200);
  });

  it('fail closed under another key: the right code signs nobody in, and nothing is changed', async () => {
    const operator = await setUpOperator(server, await db(), clock.now);
    const stored = await storedSecret(operator.email);
    clock.advanceMs(30_000);
    const code = totpAt(operator.secret, clock.now());
    const refused = await signIn(wrongKeyServer, operator.email, code);
    expect(refused.code).toBe(500);
    expect(refused.body.data).toBeUndefined();
    expect(wrongKeyServer.logs()).toContain('does not open with this key');
    expect(await sessionsOf(operator.email)).toHaveLength(0);
    expect(await storedSecret(operator.email)).toBe(stored);

    // the server with the right key still accepts that very code
    expect((await signIn(server, operator.email, code)).code).toBe(200);
  });
});
