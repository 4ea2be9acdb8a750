import { PASSWORD_MESSAGES } from '@faith-shield/contract/accounts/password';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromAnyIp, STRONG_PASSWORD, signUpOwner, signupFields } from '../helpers/accounts';
import { readResetCode } from '../helpers/outbox';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { addMember, editFields, subUserFields, welcomeMail } from '../sub-users/sub-user-fixtures';

/** They meet the spec's composition rule, and every list of breached passwords holds them. */
const COMMON = ['Password1!', 'P@ssw0rd', 'Welcome1!', 'Qwerty123!', 'Iloveyou1!'];

describe('a common or breached password is refused wherever a password is set', () => {
  let server: TestServer;
  let call: ReturnType<typeof fromAnyIp>;
  let owner: Awaited<ReturnType<typeof signUpOwner>>;
  beforeAll(async () => {
    server = await startTestServer();
    call = fromAnyIp(server);
    owner = await signUpOwner(server);
  });
  afterAll(() => server.close());

  const expectTooCommon = (
    answer: { code: number; body: { errors?: Record<string, string> } },
    field: string,
  ) => {
    expect(answer.code).toBe(422);
    expect(answer.body.errors?.[field]).toBe(PASSWORD_MESSAGES.tooCommon);
  };

  it.each(COMMON)('signup refuses %s', async (password) => {
    expectTooCommon(
      await call('signup', signupFields({ password, password_confirmation: password })),
      'password',
    );
  });

  it('change_password refuses it', async () => {
    const answer = await call(
      'change_password',
      { old_password: owner.password, new_password: 'Password1!', confirm_new_password: 'Password1!' },
      { token: owner.token },
    );
    expectTooCommon(answer, 'new_password');
  });

  it('reset_password_update refuses it, and the code stays usable', async () => {
    const { email } = await signUpOwner(server);
    await call('forgotPassword', { email });
    const code = await readResetCode(server.dataDir, email);
    const common = { email, code, newPassword: 'Password1!', confirmPassword: 'Password1!' };
    expectTooCommon(await call('reset_password_update', common), 'newPassword');
    const strong = { email, code, newPassword: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD };
    expect((await call('reset_password_update', strong)).code).toBe(200);
  });

  it('add_sub_user refuses it', async () => {
    const fields = subUserFields({ password: 'Password1!', password_confirmation: 'Password1!' });
    expectTooCommon(await call('add_sub_user', fields, { token: owner.token }), 'password');
  });

  it('update_sub_user refuses it when a password is given, and not otherwise', async () => {
    const member = await addMember(server, owner.token);
    await welcomeMail(server.dataDir, member.email); // sent after the answer: let it land before the end
    const withCommon = editFields(member, { password: 'Password1!', password_confirmation: 'Password1!' });
    expectTooCommon(await call('update_sub_user', withCommon, { token: owner.token }), 'password');
    expect((await call('update_sub_user', editFields(member), { token: owner.token })).code).toBe(200);
  });

  it('keeps the composition rule and its message first', async () => {
    const answer = await call(
      'signup',
      signupFields({ password: 'password', password_confirmation: 'password' }),
    );
    expect(answer.code).toBe(422);
    expect(answer.body.errors?.password).toMatch(/^Your password must contain /);
  });
});
