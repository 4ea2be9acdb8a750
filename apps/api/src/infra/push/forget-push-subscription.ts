import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { sessions } from '../../db/schema/index';
import { type PushSubscription, serializePushSubscription } from './push-subscription';

/** Every session that registered this subscription stops carrying it. */
export async function forgetPushSubscription(db: Database, subscription: PushSubscription) {
  await db
    .update(sessions)
    .set({ pushToken: null })
    .where(eq(sessions.pushToken, serializePushSubscription(subscription)));
}
