import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '../../src/db/database';
import { sessions } from '../../src/db/schema/index';
import { createToken } from '../../src/infra/auth/tokens';
import { serializePushSubscription } from '../../src/infra/push/push-subscription';

/** Signs `userId` in on one more device that registered for Web Push; answers its endpoint. */
export async function addPushDevice(
  db: Database,
  userId: string,
  { revoked = false, endpoint = `https://fcm.googleapis.com/fcm/send/${randomUUID()}` } = {},
) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const pushToken = serializePushSubscription({
    endpoint,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  });
  const { hash } = createToken();
  await db
    .insert(sessions)
    .values({ userId, tokenHash: hash, pushToken, revokedAt: revoked ? new Date() : null });
  return endpoint;
}
