import { OPERATOR_ACTIONS, OPERATOR_MESSAGES } from '@faith-shield/contract/operators/operator-messages';
import { COMMON_MESSAGES } from '@faith-shield/contract/shared/envelope';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorAuditLog, operators } from '../../src/db/schema/index';
import { addOperator, removeOperator } from '../../src/features/operators/operator-accounts';
import { fromAnyIp, randomIp } from '../helpers/accounts';
import { uniqueEmail } from '../helpers/factories';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { movableClock } from '../subscriptions/subscription-fixtures';
import { NEW_OPERATOR_PASSWORD, setUpOperator, tokenOfLink, totpAt } from './operator-fixtures';

const clock = movableClock();
let server: TestServer;
let call: ReturnType<typeof fromAnyIp>;
const db = async () => (await testDatabase()).db;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  call = fromAnyIp(server);
});
afterAll(() => server.close());

/** The audit log's actions about one operator, oldest first. */
async function actionsOf(email: string) {
  const [operator] = await (await db()).select().from(operators).where(eq(operators.email, email));
  const rows = await (await db())
    .select()
    .from(operatorAuditLog)
    .where(eq(operatorAuditLog.operatorId, operator?.id ?? ''))
    .orderBy(desc(operatorAuditLog.at));
  return rows.map((row) => row.action).reverse();
}

const nextStep = () => clock.advanceMs(30_000);

describe('operator set-up', () => {
  it('gives an otpauth URI, refuses a wrong code, then activates with password and TOTP, once', async () => {
    const email = uniqueEmail('operator');
    const { link } = await addOperator(await db(), email, 'https://shield.example', clock.now());
    expect(link).toMatch(/^https:\/\/shield\.example\/operator\/setup\?token=[\w-]{43}$/);
    const setupToken = tokenOfLink(link);
    const started = await call<{ otpauth_uri: string; secret: string; email: string }>(
      'operator_setup_start',
      {
        setup_token: setupToken,
      },
    );
    expect(started.code).toBe(200);
    expect(started.body.data?.email).toBe(email);
    expect(started.body.data?.otpauth_uri).toMatch(/^otpauth:\/\/totp\/Faith%20Shield:.+secret=[A-Z2-7]+/);
    const secret = started.body.data?.secret ?? '';

    const fields = {
      setup_token: setupToken,
      password: NEW_OPERATOR_PASSWORD,
      password_confirmation: NEW_OPERATOR_PASSWORD,
    };
    const wrong = await call('operator_setup', { ...fields, code: totpAt(secret, new Date(0)) });
    expect({ code: wrong.code, message: wrong.body.message }).toEqual({
      code: 422,
      message: OPERATOR_MESSAGES.wrongCode,
    });
    const weak = await call('operator_setup', {
      ...fields,
      password: 'Short#1a',
      password_confirmation: 'Short#1a',
      code: totpAt(secret, clock.now()),
    });
    expect(weak.code).toBe(422);
    expect(weak.body.errors?.password).toBeDefined();
    const mismatch = await call('operator_setup', {
      ...fields,
      password_confirmation: 'Other#Keeper2026',
      code: totpAt(secret, clock.now()),
    });
    expect(mismatch.body.errors).toEqual({ password_confirmation: OPERATOR_MESSAGES.passwordConfirmation });

    const done = await call<{ recovery_codes: string[] }>('operator_setup', {
      ...fields,
      code: totpAt(secret, clock.now()),
    });
    expect(done.code).toBe(200);
    const codes = done.body.data?.recovery_codes ?? [];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    // hashed at rest: no recovery code, nor the link's token, is stored as given
    const [stored] = await (await db()).select().from(operators).where(eq(operators.email, email));
    expect(JSON.stringify(stored)).not.toContain(codes[0]);
    expect(stored?.setupTokenHash).toBeNull();

    const again = await call('operator_setup_start', { setup_token: setupToken });
    expect({ code: again.code, message: again.body.message }).toEqual({
      code: 404,
      message: OPERATOR_MESSAGES.setupLinkInvalid,
    });
    expect(await actionsOf(email)).toEqual([OPERATOR_ACTIONS.added, OPERATOR_ACTIONS.setupCompleted]);
  });

  it('refuses an expired link', async () => {
    const { link } = await addOperator(
      await db(),
      uniqueEmail('operator'),
      server.url,
      new Date(Date.now() - 25 * 3_600_000),
    );
    const { code, body } = await call('operator_setup_start', { setup_token: tokenOfLink(link) });
    expect({ code, message: body.message }).toEqual({
      code: 404,
      message: OPERATOR_MESSAGES.setupLinkInvalid,
    });
  });
});

describe('operator sign-in', () => {
  it('needs the password and a fresh TOTP code; a code is never accepted twice', async () => {
    const operator = await setUpOperator(server, await db(), clock.now);
    nextStep();
    const code = totpAt(operator.secret, clock.now());
    const wrongPassword = await call('operator_login', {
      email: operator.email,
      password: 'Wrong#Keeper2026',
      code,
    });
    expect({ code: wrongPassword.code, message: wrongPassword.body.message }).toEqual({
      code: 401,
      message: OPERATOR_MESSAGES.wrongCredentials,
    });
    const signedIn = await call<{ token: string; email: string }>('operator_login', {
      email: operator.email.toUpperCase(),
      password: NEW_OPERATOR_PASSWORD,
      code,
    });
    expect(signedIn.code).toBe(200);
    const token = signedIn.body.data?.token ?? '';
    expect(token.startsWith('op.')).toBe(true);
    expect((await call('operator_audit_log', {}, { token, method: 'GET', bearer: true })).code).toBe(200);

    const replay = await call('operator_login', {
      email: operator.email,
      password: NEW_OPERATOR_PASSWORD,
      code,
    });
    expect({ code: replay.code, message: replay.body.message }).toEqual({
      code: 401,
      message: OPERATOR_MESSAGES.wrongCode,
    });
    expect(await actionsOf(operator.email)).toEqual([
      OPERATOR_ACTIONS.added,
      OPERATOR_ACTIONS.setupCompleted,
      OPERATOR_ACTIONS.signedIn,
      OPERATOR_ACTIONS.signInFailedSecondFactor,
    ]);

    const out = await call('operator_logout', {}, { token });
    expect(out.code).toBe(200);
    const after = await call('operator_audit_log', {}, { token, method: 'GET', bearer: true });
    expect({ code: after.code, message: after.body.message }).toEqual({
      code: 401,
      message: COMMON_MESSAGES.sessionExpired,
    });
    expect((await actionsOf(operator.email)).at(-1)).toBe(OPERATOR_ACTIONS.signedOut);
  });

  it('takes a recovery code once instead of a TOTP code, and audits it', async () => {
    const operator = await setUpOperator(server, await db(), clock.now);
    const recovery = operator.recoveryCodes[3] ?? '';
    const fields = { email: operator.email, password: NEW_OPERATOR_PASSWORD };
    const first = await call('operator_login', { ...fields, code: recovery.toUpperCase() });
    expect(first.code).toBe(200);
    const second = await call('operator_login', { ...fields, code: recovery });
    expect(second.code).toBe(401);
    expect(await actionsOf(operator.email)).toContain(OPERATOR_ACTIONS.signedInWithRecoveryCode);
  });

  it('validates the fields with the shared schema', async () => {
    const { code, body } = await call('operator_login', { email: '', password: '', code: '12' });
    expect(code).toBe(422);
    expect(body.errors).toEqual({
      email: OPERATOR_MESSAGES.email,
      password: OPERATOR_MESSAGES.password,
      code: OPERATOR_MESSAGES.code,
    });
  });

  it('answers an unknown e-mail and a removed operator as a wrong password', async () => {
    const operator = await setUpOperator(server, await db(), clock.now);
    await removeOperator(await db(), operator.email, clock.now());
    nextStep();
    for (const email of [operator.email, uniqueEmail('nobody')]) {
      const { code, body } = await call('operator_login', {
        email,
        password: NEW_OPERATOR_PASSWORD,
        code: totpAt(operator.secret, clock.now()),
      });
      expect({ code, message: body.message }).toEqual({
        code: 401,
        message: OPERATOR_MESSAGES.wrongCredentials,
      });
    }
  });

  it('holds an e-mail off after 10 tries in 15 minutes, from any address (as login)', async () => {
    const email = uniqueEmail('operator');
    const attempt = () =>
      server.call(
        'operator_login',
        { email, password: 'Wrong#Keeper2026', code: '123456' },
        {
          headers: { 'x-forwarded-for': randomIp() },
        },
      );
    for (let i = 0; i < 10; i++) expect((await attempt()).code).toBe(401);
    const refused = await attempt();
    expect({ code: refused.code, message: refused.body.message }).toEqual({
      code: 429,
      message: COMMON_MESSAGES.tooManyAttempts,
    });
  });
});
