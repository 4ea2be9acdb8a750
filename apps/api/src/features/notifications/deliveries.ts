import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { sessions } from '../../db/schema/index';
import type { AppDeps } from '../../http/app-deps';
import { readPushSubscription } from '../../infra/push/push-subscription';
import { mayMailNotification } from './mail-allowance';
import { notificationMail } from './notification-mail';

/** The channel the database announces new deliveries on (drizzle/0005_notifications.sql). */
const QUEUED_CHANNEL = 'notification_deliveries';
/** A process that claimed a delivery has this long to make it before another may. */
const CLAIM_SECONDS = 120;
/** A failed delivery waits this long times its attempts before it is tried again. */
const RETRY_STEP_SECONDS = 30;
const MAX_ATTEMPTS = 5;
/** Deliveries one process makes at once; each slot is refilled as soon as it frees. */
const IN_FLIGHT = 16;
/**
 * The longest one delivery may take (its push service's and SMTP server's own time-outs are
 * shorter); then it counts as failed and waits for a retry, well within its claim.
 */
const DELIVERY_TIMEOUT_MS = 30_000;
/** How often each process looks for deliveries to retry (new ones are announced at once). */
export const DELIVERY_SWEEP_EVERY_MS = 30_000;

type DeliveryDeps = Pick<AppDeps, 'db' | 'push' | 'mailer' | 'config' | 'now'> & { log: FastifyBaseLogger };

type Claimed = {
  id: string;
  channel: 'push' | 'mail';
  attempts: number;
  type: string;
  title: string;
  body: string;
  url: string;
  user_id: string;
  organisation_id: string;
  email: string;
  deleted_at: string | null;
};

/**
 * Claims a batch of waiting deliveries for this process. SKIP LOCKED and the claim's time
 * limit let several processes drain the queue side by side, each row going to one of them.
 */
async function claimBatch({ db }: DeliveryDeps, limit: number): Promise<Claimed[]> {
  const result = await db.execute(sql`
    update notification_deliveries d
    set claimed_until = now() + make_interval(secs => ${CLAIM_SECONDS}), attempts = d.attempts + 1
    from notifications n, users u
    where d.id in (
        select id from notification_deliveries
        where sent_at is null and failed_at is null and (claimed_until is null or claimed_until < now())
        order by created_at
        limit ${limit}
        for update skip locked
      )
      and n.id = d.notification_id and u.id = n.user_id
    returning d.id, d.channel, d.attempts, n.type, n.title, n.body, n.url, n.user_id,
      n.organisation_id, u.email, u.deleted_at`);
  // both drivers (pg, PGlite) answer { rows }; the generic database type cannot say so
  return (result as unknown as { rows: Claimed[] }).rows;
}

/** Web Push to every device the person is signed in on with a subscription. */
async function pushToDevices(deps: DeliveryDeps, row: Claimed) {
  const devices = await deps.db
    .selectDistinct({ pushToken: sessions.pushToken })
    .from(sessions)
    .where(and(eq(sessions.userId, row.user_id), isNull(sessions.revokedAt), isNotNull(sessions.pushToken)));
  const payload = { title: row.title, body: row.body, url: row.url || undefined };
  // side by side: one device's push service never holds up another's
  const sent = await Promise.allSettled(
    devices.map(({ pushToken }) => {
      const subscription = readPushSubscription(pushToken);
      return subscription ? deps.push.sendPush(subscription, payload) : undefined;
    }),
  );
  const failed = sent.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
}

/** `work`, or a failure once `ms` have passed (the work itself stops at its own time-outs). */
function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`delivery took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

async function deliver(deps: DeliveryDeps, row: Claimed) {
  // a removed member is told nothing more (their sessions are already gone)
  if (row.deleted_at) return;
  if (row.channel === 'push') return pushToDevices(deps, row);
  // counted once, at the first attempt; a mail over the allowance is dropped, not retried
  if (row.attempts === 1 && !(await mayMailNotification(deps.db, row.organisation_id, row.email, deps.now())))
    return;
  await deps.mailer.send(
    notificationMail({
      to: row.email,
      type: row.type,
      title: row.title,
      body: row.body,
      link: `${deps.config.publicUrl}${row.url || '/login'}`,
    }),
  );
}

async function settle(deps: DeliveryDeps, row: Claimed) {
  try {
    await within(DELIVERY_TIMEOUT_MS, deliver(deps, row));
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

/**
 * Drains the queue whenever the database says deliveries were queued (by any process, once its
 * write commits) and once listening starts. Up to IN_FLIGHT deliveries run at once, each on its
 * own: a recipient whose push service or mail server hangs holds one slot until its time-out,
 * never the queue. Claims happen one at a time; a freed slot claims again while rows may wait.
 * The app's close stops listening and waits for the deliveries in progress. Retries are the
 * sweep's (DELIVERY_SWEEP_EVERY_MS, a scheduled job).
 */
export async function startDeliveries(app: FastifyInstance) {
  const deps: DeliveryDeps = { ...app.deps, log: app.log };
  const inFlight = new Set<Promise<void>>();
  let claiming: Promise<void> | undefined;
  let again = false;
  // the last claim filled every free slot: more rows may be waiting
  let mayBeMore = false;
  let closing = false;

  const fill = async () => {
    for (;;) {
      const free = IN_FLIGHT - inFlight.size;
      if (closing) return;
      if (free <= 0) {
        mayBeMore = true;
        return;
      }
      const batch = await claimBatch(deps, free);
      mayBeMore = batch.length === free;
      for (const row of batch) {
        const settling: Promise<void> = settle(deps, row)
          .catch((err: unknown) => app.log.error({ err, delivery: row.id }, 'delivery not settled'))
          .finally(() => {
            inFlight.delete(settling);
            if (mayBeMore) void drain();
          });
        inFlight.add(settling);
      }
      if (!mayBeMore) return;
    }
  };
  const drain = (): Promise<void> => {
    if (claiming) {
      again = true;
      return claiming;
    }
    claiming = fill()
      .catch((err: unknown) => app.log.error({ err }, 'deliveries failed'))
      .finally(() => {
        claiming = undefined;
        if (again) {
          again = false;
          void drain();
        }
      });
    return claiming;
  };
  const unlisten = await app.deps.database.listen(QUEUED_CHANNEL, {
    onListening: () => void drain(),
    onNotice: () => void drain(),
    onCutOff: (err) => app.log.warn({ err }, 'delivery notices cut off: the sweep still delivers'),
  });
  app.addHook('onClose', async () => {
    closing = true;
    await unlisten();
    again = false;
    await claiming;
    await Promise.allSettled([...inFlight]);
  });
  /** Claims what is waiting into the free slots; resolves once claimed, not once delivered. */
  return { drain };
}
