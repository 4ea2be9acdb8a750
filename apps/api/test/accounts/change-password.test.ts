import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromAnyIp, logIn, STRONG_PASSWORD, signUpOwner } from '../helpers/accounts';
import { startTestServer, type TestServer } from '../helpers/test-server';

const NEW_PASSWORD = 'Changed#Pass42';

describe('POST /api/change_password', () => {
  let server: TestServer;
  let call: ReturnType<typeof fromAnyIp>;
  beforeAll(async () => {
    server = await startTestServer();
    call = fromAnyIp(server);
  });
  afterAll(() => server.close());

  const change = (token: string, fields: Record<string, string>) =>
    call('change_password', fields, { token });

  it('changes the password, keeps this session and ends the others', async () => {
    const { email, token } = await signUpOwner(server);
    const otherDevice = await logIn(server, email, STRONG_PASSWORD);
    const { code, body } = await change(token, {
      old_password: STRONG_PASSWORD,
      new_password: NEW_PASSWORD,
      confirm_new_password: NEW_PASSWORD,
    });
    expect(code).toBe(200);
    expect(body).toEqual({ status: 1, message: 'Your password has been changed.' });

    expect((await call('get_profile', {}, { token })).code).toBe(200);
    const revoked = await call('get_profile', {}, { token: otherDevice });
    expect(revoked.code).toBe(401);
    expect(revoked.body.message).toBe('Your session has ended. Please sign in again.');

    expect((await call('login', { email, password: STRONG_PASSWORD })).code).toBe(422);
    expect((await call('login', { email, password: NEW_PASSWORD })).code).toBe(200);
  });

  it('refuses a wrong old password under old_password, without signing the user out', async () => {
    const { token } = await signUpOwner(server);
    const { code, body } = await change(token, {
      old_password: 'Wrong#Pass99',
      new_password: NEW_PASSWORD,
      confirm_new_password: NEW_PASSWORD,
    });
    expect(code).toBe(422);
    expect(body).toEqual({
      status: 0,
      message: 'Your old password is incorrect.',
      errors: { old_password: 'Your old password is incorrect.' },
    });
    expect((await call('get_profile', {}, { token })).code).toBe(200);
  });

  it('answers every missing field with the spec message', async () => {
    const { token } = await signUpOwner(server);
    const { code, body } = await change(token, {});
    expect(code).toBe(422);
    expect(body.errors).toEqual({
      old_password: 'Please enter old password',
      new_password: 'Please enter new password',
      confirm_new_password: 'Please enter re-enter new password',
    });
  });

  it.each([
    ['Short#1', 'Short#1', { new_password: 'Password must be 8 character long' }],
    [
      'lowercase only',
      'lowercase only',
      {
        new_password:
          'Your password must contain one uppercase letter, one number and one special character (!@#$%^&*_)',
      },
    ],
    [NEW_PASSWORD, 'Changed#Pass43', { confirm_new_password: 'Password & Confirm Password does not match.' }],
  ])('refuses new %s confirmed as %s', async (newPassword, confirmation, errors) => {
    const { token } = await signUpOwner(server);
    const { body } = await change(token, {
      old_password: STRONG_PASSWORD,
      new_password: newPassword,
      confirm_new_password: confirmation,
    });
    expect(body.errors).toEqual(errors);
  });

  it('refuses a missing, unknown or revoked token', async () => {
    const fields = {
      old_password: STRONG_PASSWORD,
      new_password: NEW_PASSWORD,
      confirm_new_password: NEW_PASSWORD,
    };
    const { token } = await signUpOwner(server);
    expect((await call('change_password', fields)).code).toBe(401);
    expect((await change('made-up', fields)).code).toBe(401);
    await call('logout', {}, { token });
    expect((await change(token, fields)).code).toBe(401);
  });

  it('never logs the passwords', async () => {
    const { token } = await signUpOwner(server);
    await change(token, {
      old_password: STRONG_PASSWORD,
      new_password: 'Quiet#Pass808',
      confirm_new_password: 'Quiet#Pass808',
    });
    expect(server.logs()).not.toContain('Quiet#Pass808');
    expect(server.logs()).not.toContain(STRONG_PASSWORD);
  });
});
