import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { sessions } from '../../db/schema/index';
import type { AppDeps } from '../../http/app-deps';
import {
  type ClaimedRow,
  claimQueue,
  DONE,
  type Outcome,
  type QueuePolicy,
} from '../../infra/jobs/claim-queue';
import { readPushSubscription } from '../../infra/push/push-subscription';
import { mayMailNotification } from './mail-allowance';
import { notificationMail } from './notification-mail';

/** The channel the database announces new deliveries on (drizzle/0005_notifications.sql). */
const QUEUED_CHANNEL = 'notification_deliveries';

const POLICY: QueuePolicy = {
  batch: 16,
  // deliveries one process makes at once, each in its own slot
  concurrency: 16,
  claimSeconds: 120,
  retryStepSeconds: 30,
  maxAttempts: 5,
  // the push service's and SMTP server's own time-outs are shorter; well within the claim
  timeoutMs: 30_000,
};
/** How often each process looks for deliveries to retry (new ones are announced at once). */
export const DELIVERY_SWEEP_EVERY_MS = 30_000;

type DeliveryDeps = Pick<AppDeps, 'db' | 'push' | 'mailer' | 'config' | 'now'> & { log: FastifyBaseLogger };

type Delivery = ClaimedRow & {
  channel: 'push' | 'mail';
  type: string;
  title: string;
  body: string;
  url: string;
  user_id: string;
  organisation_id: string;
  email: string;
  deleted_at: string | null;
};

/** What the claimed deliveries carry: their notice and its recipient. */
async function load({ db }: DeliveryDeps, claimed: ClaimedRow[]): Promise<Delivery[]> {
  const attempts = new Map(claimed.map((row) => [row.id, row.attempts]));
  const ids = sql.join(
    claimed.map((row) => sql`${row.id}::uuid`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select d.id, d.channel, n.type, n.title, n.body, n.url, n.user_id, n.organisation_id,
      u.email, u.deleted_at
    from notification_deliveries d
    join notifications n on n.id = d.notification_id
    join users u on u.id = n.user_id
    where d.id in (${ids})
    order by d.created_at`);
  // both drivers (pg, PGlite) answer { rows }; the generic database type cannot say so
  const rows = (result as unknown as { rows: Omit<Delivery, 'attempts'>[] }).rows;
  return rows.map((row) => ({ ...row, attempts: attempts.get(row.id) ?? 1 }));
}

/** Web Push to every device the person is signed in on with a subscription. */
async function pushToDevices(deps: DeliveryDeps, row: Delivery, signal: AbortSignal) {
  const devices = await deps.db
    .selectDistinct({ pushToken: sessions.pushToken })
    .from(sessions)
    .where(and(eq(sessions.userId, row.user_id), isNull(sessions.revokedAt), isNotNull(sessions.pushToken)));
  const payload = { title: row.title, body: row.body, url: row.url || undefined };
  // side by side: one device's push service never holds up another's
  const sent = await Promise.allSettled(
    devices.map(({ pushToken }) => {
      const subscription = readPushSubscription(pushToken);
      return subscription ? deps.push.sendPush(subscription, payload, signal) : undefined;
    }),
  );
  const failed = sent.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
}

/** Makes one delivery; a throw (or the queue's time-out, which aborts `signal`) is retried. */
async function deliver(deps: DeliveryDeps, row: Delivery, signal: AbortSignal): Promise<Outcome> {
  // a removed member is told nothing more (their sessions are already gone)
  if (row.deleted_at) return DONE;
  if (row.channel === 'push') {
    await pushToDevices(deps, row, signal);
    return DONE;
  }
  // counted once, at the first attempt; a mail over the allowance is dropped, not retried
  if (row.attempts === 1 && !(await mayMailNotification(deps.db, row.organisation_id, row.email, deps.now())))
    return DONE;
  await deps.mailer.send(
    notificationMail({
      to: row.email,
      type: row.type,
      title: row.title,
      body: row.body,
      link: `${deps.config.publicUrl}${row.url || '/login'}`,
    }),
    signal,
  );
  return DONE;
}

/**
 * Drains the delivery queue (infra/jobs/claim-queue.ts) whenever the database says deliveries
 * were queued (by any process, once its write commits) and once listening starts. Up to 16
 * deliveries run at once, each in its own slot and within 30 s: a recipient whose push service
 * or mail server hangs holds one slot until its time-out, never the queue. The app's close
 * stops listening and waits for the deliveries in progress. Retries are the sweep's
 * (DELIVERY_SWEEP_EVERY_MS, a scheduled job).
 */
export async function startDeliveries(app: FastifyInstance) {
  const deps: DeliveryDeps = { ...app.deps, log: app.log };
  const queue = claimQueue<Delivery>(
    deps.db,
    { name: 'notification_deliveries', doneColumn: 'sent_at' },
    POLICY,
    {
      load: (claimed) => load(deps, claimed),
      work: (row, signal) => deliver(deps, row, signal),
      label: 'delivery',
      log: app.log,
    },
  );
  const unlisten = await app.deps.database.listen(QUEUED_CHANNEL, {
    onListening: () => void queue.drain(),
    onNotice: () => void queue.drain(),
    onCutOff: (err) => app.log.warn({ err }, 'delivery notices cut off: the sweep still delivers'),
  });
  app.addHook('onClose', async () => {
    await unlisten();
    await queue.stop();
  });
  /** Works what is waiting; resolves once no delivery is in progress in this process. */
  return { drain: () => queue.drain() };
}
