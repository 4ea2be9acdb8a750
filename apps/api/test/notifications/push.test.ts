import { createECDH, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { sessions, users } from '../../src/db/schema/index';
import { forgetPushSubscription } from '../../src/infra/push/forget-push-subscription';
import { isPushEndpointAllowed } from '../../src/infra/push/push-endpoint';
import { webPushSender } from '../../src/infra/push/push-sender';
import { readPushSubscription } from '../../src/infra/push/push-subscription';
import { fromAnyIp, signUpOwner } from '../helpers/accounts';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';

/** The JSON a browser's PushSubscription turns into, with a real device key. */
const browserSubscription = (device: string) => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return JSON.stringify({
    endpoint: `https://fcm.googleapis.com/fcm/send/${device}`,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  });
};

const pushTokensOf = async (email: string) => {
  const { db } = await testDatabase();
  const rows = await db
    .select({ pushToken: sessions.pushToken })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(users.email, email));
  return rows.map((row) => row.pushToken);
};

describe('Web Push', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('GET /api/push_public_key answers the key generated into DATA_DIR, without a token', async () => {
    const { code, body } = await server.call<{ public_key: string }>(
      'push_public_key',
      {},
      { method: 'GET' },
    );
    const kept = JSON.parse(await fs.readFile(path.join(server.dataDir, 'vapid.json'), 'utf8'));
    expect(code).toBe(200);
    expect(body).toEqual({ status: 1, message: 'Push public key', data: { public_key: kept.publicKey } });
  });

  it('answers the keys from the environment when they are set', async () => {
    const keys = webpush.generateVAPIDKeys();
    const other = await startTestServer({
      env: { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey },
    });
    try {
      const { body } = await other.call<{ public_key: string }>('push_public_key', {}, { method: 'GET' });
      expect(body.data?.public_key).toBe(keys.publicKey);
    } finally {
      await other.close();
    }
  });

  it('keeps only a real subscription as a session’s push token; login works without one', async () => {
    const call = fromAnyIp(server);
    const { email, password } = await signUpOwner(server);
    const subscription = browserSubscription('kept');
    expect((await call('login', { email, password, push_token: subscription })).code).toBe(200);
    expect((await call('login', { email, password, push_token: 'not-a-subscription' })).code).toBe(200);
    const tokens = await pushTokensOf(email);
    const kept = tokens.filter((token) => token !== null);
    expect(kept).toHaveLength(1);
    expect(readPushSubscription(kept[0])).toEqual(readPushSubscription(subscription));
  });

  it('forgets a device the push service says is gone, in every session that registered it', async () => {
    const call = fromAnyIp(server);
    const { email, password } = await signUpOwner(server);
    const gone = browserSubscription('gone');
    const staying = browserSubscription('staying');
    for (const push_token of [gone, gone, staying]) await call('login', { email, password, push_token });
    const { db } = await testDatabase();
    const sender = webPushSender({
      keys: webpush.generateVAPIDKeys(),
      subject: 'mailto:no-reply@faithshield.local',
      allowed: isPushEndpointAllowed,
      forget: (subscription) => forgetPushSubscription(db, subscription),
      send: async () => {
        throw new webpush.WebPushError('Gone', 410, {}, '', 'https://fcm.googleapis.com');
      },
    });
    const subscription = readPushSubscription(gone);
    if (!subscription) throw new Error('not a subscription');
    expect(await sender.sendPush(subscription, { title: 'Event', body: 'Tomorrow' })).toBe('gone');
    const left = (await pushTokensOf(email)).filter((token) => token !== null).map(readPushSubscription);
    expect(left).toEqual([readPushSubscription(staying)]);
  });
});
