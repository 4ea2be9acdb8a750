import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromAnyIp, logIn, STRONG_PASSWORD } from '../helpers/accounts';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { addMember, editFields, teamOwner } from '../sub-users/sub-user-fixtures';
import { connectLive } from './chat-fixtures';

const NEW_PASSWORD = 'Changed#Pass42';

/** How long a live connection may outlive its session. */
const WITHIN_MS = 2_000;

/** A signed-in live connection and a check that it closed as signed out, within WITHIN_MS of now. */
async function liveConnection(server: TestServer, token: string) {
  const live = await connectLive(server.url, token);
  await live.ready();
  return {
    live,
    closesSignedOut: async () => {
      const from = Date.now();
      const closed = await Promise.race([
        live.closed,
        new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), WITHIN_MS)),
      ]);
      live.close();
      expect(closed?.code, 'closed as signed out').toBe(4401);
      expect(Date.now() - from).toBeLessThan(WITHIN_MS);
    },
  };
}

describe('a live connection whose session ends', () => {
  let server: TestServer;
  let call: ReturnType<typeof fromAnyIp>;
  beforeAll(async () => {
    server = await startTestServer();
    call = fromAnyIp(server);
  });
  afterAll(() => server.close());

  it('closes at logout', async () => {
    const owner = await teamOwner(server);
    const { closesSignedOut } = await liveConnection(server, owner.token);
    expect((await call('logout', {}, { token: owner.token })).code).toBe(200);
    await closesSignedOut();
  });

  it('closes on the other devices at a password change, and stays open on the one that changed it', async () => {
    const owner = await teamOwner(server);
    const otherDevice = await logIn(server, owner.email, STRONG_PASSWORD);
    const other = await liveConnection(server, otherDevice);
    const here = await liveConnection(server, owner.token);
    const changed = await call(
      'change_password',
      { old_password: STRONG_PASSWORD, new_password: NEW_PASSWORD, confirm_new_password: NEW_PASSWORD },
      { token: owner.token },
    );
    expect(changed.code).toBe(200);
    await other.closesSignedOut();
    here.live.socket.send(JSON.stringify({ type: 'ping' }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(here.live.frames).toContainEqual({ type: 'pong' });
    here.live.close();
  });

  it('closes when the owner deletes the member', async () => {
    const owner = await teamOwner(server);
    const member = await addMember(server, owner.token);
    const { closesSignedOut } = await liveConnection(
      server,
      await logIn(server, member.email, member.password),
    );
    expect((await call('delete_sub_user', { id: member.id }, { token: owner.token })).code).toBe(200);
    await closesSignedOut();
  });

  it('closes when the owner gives the member a new password', async () => {
    const owner = await teamOwner(server);
    const member = await addMember(server, owner.token);
    const { closesSignedOut } = await liveConnection(
      server,
      await logIn(server, member.email, member.password),
    );
    const fields = editFields(member, { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect((await call('update_sub_user', fields, { token: owner.token })).code).toBe(200);
    await closesSignedOut();
  });
});

describe('a live connection whose session runs out', () => {
  let time = Date.now();
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      now: () => new Date(time),
      env: { SESSION_IDLE_DAYS: '1', SESSION_MAX_DAYS: '1' },
    });
  });
  afterAll(() => server.close());

  it('closes as the session reaches its lifetime', async () => {
    const owner = await teamOwner(server);
    // the session has a second and a half left
    time += 24 * 60 * 60_000 - 1_500;
    const live = await connectLive(server.url, owner.token);
    await live.ready();
    const from = Date.now();
    const closed = await Promise.race([
      live.closed,
      new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 1_500 + WITHIN_MS)),
    ]);
    live.close();
    expect(closed?.code, 'closed as signed out').toBe(4401);
    expect(Date.now() - from).toBeLessThan(1_500 + WITHIN_MS);
  });
});
