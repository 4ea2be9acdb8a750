import { createECDH, randomBytes } from 'node:crypto';
import net from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions } from '../../src/db/schema/index';
import { notify } from '../../src/features/notifications/notify';
import { createSubUserWithPassword, fromAnyIp } from '../helpers/accounts';
import { createOrganisation } from '../helpers/factories';
import { mailsTo } from '../helpers/outbox';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { addPushDevice } from './notify-helpers';

/** A TCP listener on 127.0.0.1 that counts connections and never answers (a TLS handshake hangs). */
async function silentListener() {
  const held = new Set<net.Socket>();
  let connections = 0;
  const server = net.createServer((socket) => {
    connections += 1;
    held.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => held.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    origin: `https://127.0.0.1:${port}`,
    connections: () => connections,
    close: async () => {
      for (const socket of held) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const browserSubscription = (endpoint: string) => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return JSON.stringify({
    endpoint,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  });
};

/** Whether every delivery of the person's notifications has been made or given up on. */
const deliveriesSettled = async (userId: string) => {
  const { db } = await testDatabase();
  const result = await db.execute(sql`
    select count(*)::int as waiting from notification_deliveries d
    join notifications n on n.id = d.notification_id
    where n.user_id = ${userId} and d.sent_at is null and d.failed_at is null`);
  return (result as unknown as { rows: { waiting: number }[] }).rows[0]?.waiting === 0;
};

describe('outbound deliveries', () => {
  let listener: Awaited<ReturnType<typeof silentListener>>;
  let server: TestServer;
  beforeAll(async () => {
    listener = await silentListener();
    // web-push for real: a push to an endpoint the server accepted would reach the listener
    server = await startTestServer({ realPush: true });
  });
  afterAll(async () => {
    await server.close();
    await listener.close();
  });

  it('never opens a connection to an endpoint inside, given at login or kept from before', async () => {
    const { db } = await testDatabase();
    const { organisation } = await createOrganisation(db);
    const member = await createSubUserWithPassword(db, organisation.id);
    const inside = `${listener.origin}/x`;
    const login = await fromAnyIp(server)('login', {
      email: member.email,
      password: member.password,
      push_token: browserSubscription(inside),
    });
    expect(login.code).toBe(200);
    const kept = await db
      .select({ pushToken: sessions.pushToken })
      .from(sessions)
      .where(eq(sessions.userId, member.user.id));
    expect(kept.map((row) => row.pushToken)).toEqual([null]);

    // a session that kept such an endpoint before the rule
    await addPushDevice(db, member.user.id, { endpoint: `${listener.origin}/kept` });
    await notify(db, {
      organisationId: organisation.id,
      userIds: [member.user.id],
      type: 'chat',
      title: 'New message',
      body: 'Hello',
    });
    await vi.waitFor(async () => expect(await deliveriesSettled(member.user.id)).toBe(true), {
      timeout: 5000,
      interval: 50,
    });
    const left = await db
      .select({ pushToken: sessions.pushToken })
      .from(sessions)
      .where(eq(sessions.userId, member.user.id));
    expect(left.every((row) => row.pushToken === null)).toBe(true);
    expect(listener.connections()).toBe(0);
  });
});

describe('one recipient’s hanging push service', () => {
  let hanging: Awaited<ReturnType<typeof silentListener>>;
  let server: TestServer;
  beforeAll(async () => {
    hanging = await silentListener();
    server = await startTestServer({ realPush: true, env: { PUSH_TEST_ORIGINS: hanging.origin } });
  });
  afterAll(async () => {
    await hanging.close();
    await server.close();
  });

  it('does not hold up another person’s mail', async () => {
    const { db } = await testDatabase();
    const { organisation } = await createOrganisation(db);
    const first = await createSubUserWithPassword(db, organisation.id);
    const second = await createSubUserWithPassword(db, organisation.id);
    await addPushDevice(db, first.user.id, { endpoint: `${hanging.origin}/push/first` });
    await notify(db, {
      organisationId: organisation.id,
      userIds: [first.user.id],
      type: 'chat',
      title: 'New message',
      body: 'Hello',
    });
    await vi.waitFor(() => expect(hanging.connections()).toBe(1), { timeout: 5000, interval: 20 });

    await notify(db, {
      organisationId: organisation.id,
      userIds: [second.user.id],
      type: 'certificate',
      title: 'Certificate expires soon',
      body: 'First aid',
      mail: true,
    });
    // well before the hanging push's time-out
    await vi.waitFor(async () => expect(await mailsTo(server.dataDir, second.email)).toHaveLength(1), {
      timeout: 3000,
      interval: 50,
    });
    expect(hanging.connections()).toBe(1);
    // and the hanging push itself gives up at its time-out, to be tried again later
    await vi.waitFor(() => expect(server.logs()).toContain('delivery failed'), {
      timeout: 15_000,
      interval: 100,
    });
  });
});
