import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { passwordResets, users } from '../../src/db/schema/index';
import { fromAnyIp, logIn, signUpOwner } from '../helpers/accounts';
import { mailsTo, readResetCode } from '../helpers/outbox';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';

const MINUTE_MS = 60_000;
const NEW_PASSWORD = 'Renewed#Pass55';
const SENT =
  'If an account exists for this email address, we have sent it a 6-digit code. The code is valid for 10 minutes.';
const INVALID_CODE = 'This code is invalid or has expired. Please check it or request a new one.';

/** A code other than `code`, still six digits. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('password reset: forgotPassword → code_check → reset_password_update', () => {
  let server: TestServer;
  let call: ReturnType<typeof fromAnyIp>;
  // The app's clock, moved forward by tests of expiry (DESIGN.md §4: valid 10 minutes).
  let shiftMs = 0;
  beforeAll(async () => {
    server = await startTestServer({ now: () => new Date(Date.now() + shiftMs) });
    call = fromAnyIp(server);
  });
  beforeEach(() => {
    shiftMs = 0;
  });
  afterAll(() => server.close());

  const requestCode = async (email: string, count = 1) => {
    const { code, body } = await call('forgotPassword', { email });
    expect({ code, body }).toEqual({ code: 200, body: { status: 1, message: SENT } });
    return readResetCode(server.dataDir, email, count);
  };

  it('resets the password with the mailed code and ends every session', async () => {
    const { email, password, token } = await signUpOwner(server);
    const otherSession = await logIn(server, email, password);

    const code = await requestCode(email);
    const mail = (await mailsTo(server.dataDir, email)).at(-1);
    expect(mail).toContain('Content-Type: text/plain');
    expect(mail).toContain('Content-Type: text/html');
    expect(mail).toContain('Subject: Your Faith Shield password reset code');

    expect((await call('code_check', { code, email })).body).toEqual({
      status: 1,
      message: 'Code verified. Please set your new password.',
    });
    const reset = await call('reset_password_update', {
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
      code,
      email,
    });
    expect(reset.code).toBe(200);
    expect(reset.body).toEqual({
      status: 1,
      message: 'Your password has been reset. Please log in with your new password.',
    });

    for (const revoked of [token, otherSession]) {
      const { code: status, body } = await call('get_profile', {}, { token: revoked });
      expect(status).toBe(401);
      expect(body.message).toBe('Your session has ended. Please sign in again.');
    }
    expect((await call('login', { email, password })).body.message).toBe('Invalid email or password');
    const fresh = await logIn(server, email, NEW_PASSWORD);
    expect((await call('get_profile', {}, { token: fresh })).code).toBe(200);

    // A code works once.
    const again = await call('reset_password_update', {
      newPassword: 'Another#Pass66',
      confirmPassword: 'Another#Pass66',
      code,
      email,
    });
    expect(again.code).toBe(422);
    expect(again.body.message).toBe(INVALID_CODE);
  });

  it('keeps the code hashed, never as sent', async () => {
    const { email } = await signUpOwner(server);
    const code = await requestCode(email);
    const db = (await testDatabase()).db;
    const [row] = await db.select().from(passwordResets).where(eq(passwordResets.email, email));
    expect(row?.codeHash).toMatch(/^\$argon2id\$/);
    expect(row?.codeHash).not.toContain(code);
  });

  it('answers an unknown e-mail exactly as a known one, and sends nothing', async () => {
    const unknown = `nobody-${Date.now()}@example.org`;
    const { code, body } = await call('forgotPassword', { email: unknown });
    expect(code).toBe(200);
    expect(body).toEqual({ status: 1, message: SENT });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await mailsTo(server.dataDir, unknown)).toEqual([]);
    const check = await call('code_check', { code: '123456', email: unknown });
    expect(check.body.message).toBe(INVALID_CODE);
  });

  it('finds the account whatever the case of the e-mail', async () => {
    const { email } = await signUpOwner(server);
    const { body } = await call('forgotPassword', { email: email.toUpperCase() });
    expect(body.status).toBe(1);
    const code = await readResetCode(server.dataDir, email);
    expect((await call('code_check', { code, email: email.toUpperCase() })).code).toBe(200);
  });

  it('binds the code to the e-mail it was sent to', async () => {
    const first = await signUpOwner(server);
    const second = await signUpOwner(server);
    const code = await requestCode(first.email);
    await requestCode(second.email);
    const { code: status, body } = await call('code_check', { code, email: second.email });
    expect(status).toBe(422);
    expect(body).toEqual({ status: 0, message: INVALID_CODE, errors: { code: INVALID_CODE } });
  });

  it('lets only the newest code work', async () => {
    const { email } = await signUpOwner(server);
    const oldCode = await requestCode(email, 1);
    const newCode = await requestCode(email, 2);
    if (oldCode !== newCode) expect((await call('code_check', { code: oldCode, email })).code).toBe(422);
    expect((await call('code_check', { code: newCode, email })).code).toBe(200);
  });

  it('kills the code after 10 minutes', async () => {
    const { email } = await signUpOwner(server);
    const code = await requestCode(email);
    shiftMs = 10 * MINUTE_MS - 1000;
    expect((await call('code_check', { code, email })).code).toBe(200);
    shiftMs = 10 * MINUTE_MS + 1000;
    const { code: status, body } = await call('code_check', { code, email });
    expect(status).toBe(422);
    expect(body.message).toBe(INVALID_CODE);
    const reset = await call('reset_password_update', {
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
      code,
      email,
    });
    expect(reset.body.message).toBe(INVALID_CODE);
  });

  it('kills the code after 5 wrong tries', async () => {
    const { email } = await signUpOwner(server);
    const code = await requestCode(email);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await call('code_check', { code: otherThan(code), email })).body.message).toBe(INVALID_CODE);
    }
    expect((await call('code_check', { code, email })).body.message).toBe(INVALID_CODE);
  });

  it('does not count right codes as tries: 4 wrong, then check and reset still work', async () => {
    const { email } = await signUpOwner(server);
    const code = await requestCode(email);
    for (let attempt = 0; attempt < 4; attempt += 1)
      await call('code_check', { code: otherThan(code), email });
    expect((await call('code_check', { code, email })).code).toBe(200);
    const reset = await call('reset_password_update', {
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
      code,
      email,
    });
    expect(reset.code).toBe(200);
  });

  it('counts wrong codes sent to reset_password_update as tries too', async () => {
    const { email } = await signUpOwner(server);
    const code = await requestCode(email);
    const wrong = { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, code: otherThan(code), email };
    for (let attempt = 0; attempt < 5; attempt += 1) await call('reset_password_update', wrong);
    expect((await call('reset_password_update', { ...wrong, code })).body.message).toBe(INVALID_CODE);
    const db = (await testDatabase()).db;
    const [user] = await db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.email, email));
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await call('login', { email, password: NEW_PASSWORD })).code).toBe(422);
  });

  it('answers forgotPassword’s field messages', async () => {
    expect((await call('forgotPassword', {})).body.errors).toEqual({ email: 'Please enter email address' });
    expect((await call('forgotPassword', { email: 'not-an-email' })).body.errors).toEqual({
      email: 'Invalid email address',
    });
  });

  it('answers code_check’s field messages', async () => {
    expect((await call('code_check', {})).body.errors).toEqual({
      code: 'Please enter otp',
      email: 'Please enter email address',
    });
    for (const code of ['12345', '1234567', '12a456', '']) {
      const { code: status, body } = await call('code_check', { code, email: 'a@example.org' });
      expect(status).toBe(422);
      expect(body.errors).toEqual({ code: 'Please enter otp' });
    }
  });

  it('answers reset_password_update’s field messages', async () => {
    expect((await call('reset_password_update', {})).body.errors).toEqual({
      newPassword: 'Please enter New Password',
      confirmPassword: 'Please enter Re-enter New Password',
      code: 'Please enter otp',
      email: 'Please enter email address',
    });
    const base = { code: '123456', email: 'a@example.org' };
    expect(
      (
        await call('reset_password_update', {
          ...base,
          newPassword: NEW_PASSWORD,
          confirmPassword: 'Other#Pass55',
        })
      ).body.errors,
    ).toEqual({ confirmPassword: 'Password & Confirm Password does not match.' });
    expect(
      (await call('reset_password_update', { ...base, newPassword: 'Short#1', confirmPassword: 'Short#1' }))
        .body.errors,
    ).toEqual({ newPassword: 'Password must be 8 character long' });
    expect(
      (
        await call('reset_password_update', {
          ...base,
          newPassword: 'NOLOWER#12',
          confirmPassword: 'NOLOWER#12',
        })
      ).body.errors,
    ).toEqual({ newPassword: 'Your password must contain one lowercase letter' });
  });

  it('never logs the code or the passwords', async () => {
    const { email } = await signUpOwner(server);
    const code = await requestCode(email);
    await call('code_check', { code, email });
    await call('reset_password_update', {
      newPassword: 'Logless#Pass9',
      confirmPassword: 'Logless#Pass9',
      code,
      email,
    });
    const logs = server.logs();
    expect(logs).toContain('mail written to outbox');
    // standalone: any six digits may occur inside a timestamp or a response time
    expect(logs).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
    expect(logs).not.toContain('Logless#Pass9');
  });
});
