import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { sessions } from '../../db/schema/index';
import type { AppDeps } from '../../http/app-deps';
import { readPushSubscription } from '../../infra/push/push-subscription';
import { notificationMail } from './notification-mail';

/** The channel the database announces new deliveries on (drizzle/0005_notifications.sql). */
const QUEUED_CHANNEL = 'notification_deliveries';
/** A process that claimed a delivery has this long to make it before another may. */
const CLAIM_SECONDS = 120;
/** A failed delivery waits this long times its attempts before it is tried again. */
const RETRY_STEP_SECONDS = 30;
const MAX_ATTEMPTS = 5;
const BATCH = 50;
/** How often each process looks for deliveries to retry (new ones are announced at once). */
export const DELIVERY_SWEEP_EVERY_MS = 30_000;

type DeliveryDeps = Pick<AppDeps, 'db' | 'push' | 'mailer' | 'config'> & { log: FastifyBaseLogger };

type Claimed = {
  id: string;
  channel: 'push' | 'mail';
  attempts: number;
  title: string;
  body: string;
  url: string;
  user_id: string;
  email: string;
  first_name: string;
  deleted_at: string | null;
};

/**
 * Claims a batch of waiting deliveries for this process. SKIP LOCKED and the claim's time
 * limit let several processes drain the queue side by side, each row going to one of them.
 */
async function claimBatch({ db }: DeliveryDeps): Promise<Claimed[]> {
  const result = await db.execute(sql`
    update notification_deliveries d
    set claimed_until = now() + make_interval(secs => ${CLAIM_SECONDS}), attempts = d.attempts + 1
    from notifications n, users u
    where d.id in (
        select id from notification_deliveries
        where sent_at is null and failed_at is null and (claimed_until is null or claimed_until < now())
        order by created_at
        limit ${BATCH}
        for update skip locked
      )
      and n.id = d.notification_id and u.id = n.user_id
    returning d.id, d.channel, d.attempts, n.title, n.body, n.url, n.user_id,
      u.email, u.first_name, u.deleted_at`);
  // both drivers (pg, PGlite) answer { rows }; the generic database type cannot say so
  return (result as unknown as { rows: Claimed[] }).rows;
}

/** Web Push to every device the person is signed in on with a subscription. */
async function pushToDevices(deps: DeliveryDeps, row: Claimed) {
  const devices = await deps.db
    .selectDistinct({ pushToken: sessions.pushToken })
    .from(sessions)
    .where(and(eq(sessions.userId, row.user_id), isNull(sessions.revokedAt), isNotNull(sessions.pushToken)));
  for (const { pushToken } of devices) {
    const subscription = readPushSubscription(pushToken);
    if (subscription)
      await deps.push.sendPush(subscription, { title: row.title, body: row.body, url: row.url || undefined });
  }
}

async function deliver(deps: DeliveryDeps, row: Claimed) {
  // a removed member is told nothing more (their sessions are already gone)
  if (row.deleted_at) return;
  if (row.channel === 'push') return pushToDevices(deps, row);
  await deps.mailer.send(
    notificationMail({
      to: row.email,
      firstName: row.first_name,
      title: row.title,
      body: row.body,
      link: `${deps.config.publicUrl}${row.url || '/login'}`,
    }),
  );
}

async function settle(deps: DeliveryDeps, row: Claimed) {
  try {
    await deliver(deps, row);
    await deps.db.execute(sql`update notification_deliveries set sent_at = now() where id = ${row.id}`);
  } catch (err) {
    const last = row.attempts >= MAX_ATTEMPTS;
    deps.log.warn({ err, delivery: row.id, channel: row.channel, attempt: row.attempts }, 'delivery failed');
    await deps.db.execute(
      last
        ? sql`update notification_deliveries set failed_at = now() where id = ${row.id}`
        : sql`update notification_deliveries
              set claimed_until = now() + make_interval(secs => ${RETRY_STEP_SECONDS * row.attempts})
              where id = ${row.id}`,
    );
  }
}

/** Makes every delivery that is waiting and free; answers how many were tried. */
export async function deliverQueued(deps: DeliveryDeps): Promise<number> {
  let tried = 0;
  for (;;) {
    const batch = await claimBatch(deps);
    if (batch.length === 0) return tried;
    await Promise.all(batch.map((row) => settle(deps, row)));
    tried += batch.length;
  }
}

/**
 * Drains the queue whenever the database says deliveries were queued (by any process, once its
 * write commits) and once listening starts; never two drains at once in this process. The
 * app's close stops listening and waits for a drain in progress. Retries are the sweep's
 * (DELIVERY_SWEEP_EVERY_MS, a scheduled job).
 */
export async function startDeliveries(app: FastifyInstance) {
  const deps: DeliveryDeps = { ...app.deps, log: app.log };
  let running: Promise<void> | undefined;
  let again = false;
  const drain = () => {
    if (running) {
      again = true;
      return running;
    }
    running = deliverQueued(deps)
      .then(
        () => undefined,
        (err: unknown) => app.log.error({ err }, 'deliveries failed'),
      )
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          void drain();
        }
      });
    return running;
  };
  const unlisten = await app.deps.database.listen(QUEUED_CHANNEL, {
    onListening: () => void drain(),
    onNotice: () => void drain(),
    onCutOff: (err) => app.log.warn({ err }, 'delivery notices cut off: the sweep still delivers'),
  });
  app.addHook('onClose', async () => {
    await unlisten();
    again = false;
    await running;
  });
  return { drain };
}
