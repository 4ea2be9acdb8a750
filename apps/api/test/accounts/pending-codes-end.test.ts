import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromAnyIp, STRONG_PASSWORD, signUpOwner } from '../helpers/accounts';
import { readResetCode } from '../helpers/outbox';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { addMember, editFields, teamOwner } from '../sub-users/sub-user-fixtures';

const INVALID_CODE = 'This code is invalid or has expired. Please check it or request a new one.';
const NEW_PASSWORD = 'Changed#Pass42';

/** A password set any way ends every reset code sent before: the code no longer opens the account. */
describe('a new password ends every pending reset code', () => {
  let server: TestServer;
  let call: ReturnType<typeof fromAnyIp>;
  beforeAll(async () => {
    server = await startTestServer();
    call = fromAnyIp(server);
  });
  afterAll(() => server.close());

  /** `mailNumber`: which mail to the address carries the code (a member first gets a welcome). */
  const pendingCode = async (email: string, mailNumber = 1) => {
    expect((await call('forgotPassword', { email })).code).toBe(200);
    return readResetCode(server.dataDir, email, mailNumber);
  };

  const expectDead = async (email: string, code: string) => {
    const check = await call('code_check', { email, code });
    expect({ code: check.code, message: check.body.message }).toEqual({ code: 422, message: INVALID_CODE });
    const reset = await call('reset_password_update', {
      email,
      code,
      newPassword: 'Attacker#Pass1',
      confirmPassword: 'Attacker#Pass1',
    });
    expect(reset.code).toBe(422);
  };

  it('after change_password', async () => {
    const { email, token } = await signUpOwner(server);
    const code = await pendingCode(email);
    const changed = await call(
      'change_password',
      { old_password: STRONG_PASSWORD, new_password: NEW_PASSWORD, confirm_new_password: NEW_PASSWORD },
      { token },
    );
    expect(changed.code).toBe(200);
    await expectDead(email, code);
    expect((await call('login', { email, password: NEW_PASSWORD })).code).toBe(200);
  });

  it('after the owner sets a sub user’s password with update_sub_user', async () => {
    const owner = await teamOwner(server);
    const member = await addMember(server, owner.token);
    const code = await pendingCode(member.email);
    const updated = await call(
      'update_sub_user',
      editFields(member, { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }),
      {
        token: owner.token,
      },
    );
    expect(updated.code).toBe(200);
    await expectDead(member.email, code);
    expect((await call('login', { email: member.email, password: NEW_PASSWORD })).code).toBe(200);
  });
});
