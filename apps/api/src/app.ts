import path from 'node:path';
import type { Writable } from 'node:stream';
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import type { DatabaseHandle } from './db/database';
import { accountsRoutes } from './features/accounts/routes';
import { addressRoutes } from './features/addresses/routes';
import { runAlertRenotices } from './features/alerts/alert-renotice';
import { alertRoutes } from './features/alerts/routes';
import { CERTIFICATE_REMINDER_EVERY_MS, sendExpiryReminders } from './features/certificates/expiry-reminders';
import { certificateRoutes } from './features/certificates/routes';
import { chatRoutes } from './features/chat/routes';
import { dashboardRoutes } from './features/dashboard/routes';
import { runDutyCertificateWarnings } from './features/duty-roster/certificate-warnings';
import { dutyRosterRoutes } from './features/duty-roster/routes';
import { runEventReminders } from './features/events/event-reminders';
import { eventRoutes } from './features/events/routes';
import { healthRoutes } from './features/health/routes';
import { homeRoutes } from './features/home/routes';
import { incidentRoutes } from './features/incidents/routes';
import { inventoryRoutes } from './features/inventory/routes';
import { newsRoutes } from './features/news/routes';
import { DELIVERY_SWEEP_EVERY_MS, startDeliveries } from './features/notifications/deliveries';
import { notificationRoutes } from './features/notifications/routes';
import { operatorContentRoutes } from './features/operator-content/routes';
import { operatorRoutes } from './features/operators/routes';
import { publicSiteRoutes } from './features/public-site/routes';
import { reportRoutes } from './features/reports/routes';
import { resourceRoutes } from './features/resources/routes';
import { riskRoutes } from './features/risk/routes';
import { securityRoutes } from './features/security/routes';
import { subUserRoutes } from './features/sub-users/routes';
import { PLAN_JOB_EVERY_MS, runPlanJob } from './features/subscriptions/expire-plans';
import {
  pushRenewalPrices,
  RENEWAL_PRICE_SWEEP_EVERY_MS,
} from './features/subscriptions/renewal-price-updates';
import { subscriptionRoutes } from './features/subscriptions/routes';
import { teamChannelRoutes } from './features/team-channel/routes';
import type { AppDeps } from './http/app-deps';
import { cachedAnswers } from './http/cached-answers';
import { deleteEndedCounters } from './http/durable-counters';
import { accessLine } from './infra/access-line';
import { afterAnswerTasks } from './infra/after-answer';
import { deleteEndedSessions } from './infra/auth/delete-ended-sessions';
import { deviceTokens, loadDeviceTokenSecret } from './infra/auth/device-tokens';
import { loadOperatorSecretKey, operatorSecretBox } from './infra/auth/operator-secret-box';
import { connectChangeFeed } from './infra/cache/change-feed';
import { ReadCache } from './infra/cache/read-cache';
import type { Config } from './infra/config';
import { draining } from './infra/draining';
import { scheduleJob } from './infra/jobs/schedule-job';
import { logDestination, loggerOptions } from './infra/logger';
import { outboxMailer } from './infra/mail/outbox-mailer';
import { smtpMailer } from './infra/mail/smtp-mailer';
import { stripePaymentProvider } from './infra/payments/stripe-payment-provider';
import { testPaymentProvider } from './infra/payments/test-payment-provider';
import { forgetPushSubscription } from './infra/push/forget-push-subscription';
import { isPushEndpointAllowed } from './infra/push/push-endpoint';
import { type SendNotification, vapidSubject, webPushSender } from './infra/push/push-sender';
import { loadVapidKeys } from './infra/push/vapid-keys';
import { outboxSms } from './infra/sms/outbox-sms';
import { twilioSms } from './infra/sms/twilio-sms';
import { movePersonalUploads } from './infra/storage/move-personal-uploads';
import { storageFor } from './infra/storage/storage-from-config';
import { uploadLinkKey } from './infra/storage/upload-links';
import { bodyParsers } from './plugins/body-parsers';
import { compressedAnswers } from './plugins/compressed-answers';
import { errorHandler } from './plugins/error-handler';
import { OneLinePerRequest } from './plugins/request-log';
import { securityHeaders } from './plugins/security-headers';
import { signedUploads } from './plugins/signed-uploads';
import { staticFiles } from './plugins/static-files';

export type BuildOptions = {
  config: AppDeps['config'];
  database: DatabaseHandle;
  /** Where logs go instead of stdout (tests read them). */
  logStream?: Writable;
  /** The clock; the real one by default. */
  now?: () => Date;
  /** Background jobs (plan renewal and expiry); tests run them by hand with a moved clock. */
  jobs?: boolean;
  /** What hands a Web Push message to the push service: web-push's by default; tests record. */
  pushSend?: SendNotification;
};

/** A few hundred bytes an entry; the time limit only bounds a notice the feed might have missed. */
const READ_CACHE = { maxEntries: 20_000, ttlMs: 5 * 60_000 };

/** Ended rate-limit windows are deleted this often (they already count from 1 again). */
const COUNTER_CLEAN_UP_EVERY_MS = 15 * 60_000;
/** Ended sessions and dead reset codes are deleted this often. */
const SESSION_CLEAN_UP_EVERY_MS = 60 * 60_000;

export const defaultWebDistDir = path.resolve(import.meta.dirname, '../../web/dist');

export function appConfig(config: Config, overrides: Partial<AppDeps['config']> = {}): AppDeps['config'] {
  return {
    ...config,
    validateResponses: process.env.NODE_ENV !== 'production',
    webDistDir: config.WEB_DIST_DIR ? path.resolve(config.WEB_DIST_DIR) : defaultWebDistDir,
    ...overrides,
  };
}

/** Builds the app: plugins first, then each feature's routes. Listening is the caller's. */
export async function buildApp({
  config,
  database,
  logStream,
  now = () => new Date(),
  jobs = true,
  pushSend,
}: BuildOptions) {
  const log = logDestination(logStream);
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL, log),
    trustProxy: config.TRUST_PROXY === 'true',
    bodyLimit: 1024 * 1024,
    requestTimeout: 120_000,
    // a request that reaches a stopping server is served (its balancer sent it before it knew)
    return503OnClosing: false,
    logController: new OneLinePerRequest(accessLine(config.LOG_LEVEL, log)),
  });
  const dataPath = (...parts: string[]) => path.join(config.dataDir, ...parts);
  const serverSecret = await loadDeviceTokenSecret(config, config.dataDir);
  const readCache = new ReadCache(READ_CACHE);
  const changes = await connectChangeFeed(database, readCache, app.log);
  app.addHook('onClose', () => changes.close());
  const afterAnswer = afterAnswerTasks(app.log);
  app.addHook('onClose', () => afterAnswer.drain());
  const deps: AppDeps = {
    config,
    db: database.db,
    database,
    storage: storageFor(config, dataPath('uploads')),
    mailer: config.SMTP_URL
      ? smtpMailer(config.SMTP_URL, config.MAIL_FROM)
      : outboxMailer(dataPath('outbox'), config.MAIL_FROM, app.log),
    sms:
      config.SMS_PROVIDER === 'twilio'
        ? twilioSms({
            accountSid: config.TWILIO_ACCOUNT_SID ?? '',
            authToken: config.TWILIO_AUTH_TOKEN ?? '',
            from: config.TWILIO_FROM ?? '',
          })
        : outboxSms(dataPath('outbox', 'sms'), app.log),
    payments: config.STRIPE_SECRET_KEY
      ? stripePaymentProvider(config.STRIPE_SECRET_KEY)
      : testPaymentProvider(),
    readCache,
    push: webPushSender({
      keys: await loadVapidKeys(config, config.dataDir),
      subject: vapidSubject(config.MAIL_FROM),
      forget: (subscription) => forgetPushSubscription(database.db, subscription),
      allowed: (endpoint) => isPushEndpointAllowed(endpoint, config.PUSH_TEST_ORIGINS),
      ...(pushSend ? { send: pushSend } : {}),
    }),
    changes,
    afterAnswer,
    deviceTokens: deviceTokens(serverSecret),
    operatorSecrets: operatorSecretBox(await loadOperatorSecretKey(config, config.dataDir)),
    draining: draining(),
    now,
    calls: [],
    cachedAnswers: new Map(),
  };
  app.decorate('deps', deps);
  // shared content changed ('*' on the change feed): public answers kept are stale too
  readCache.onForgetAll(() => {
    for (const answers of deps.cachedAnswers.values()) answers.clear();
  });

  await app.register(errorHandler);
  await app.register(securityHeaders, {
    allowStripe: Boolean(config.STRIPE_SECRET_KEY && config.STRIPE_PUBLISHABLE_KEY),
  });
  // before compression: it reads the answer as text
  await app.register(signedUploads, { key: uploadLinkKey(serverSecret) });
  await app.register(compressedAnswers);
  await app.register(cachedAnswers, { caches: deps.cachedAnswers });
  // The store of the limits registerCall applies (http/rate-limits.ts); no route sets its own.
  await app.register(rateLimit, { global: false });
  await app.register(bodyParsers);
  if (deps.storage.where.kind === 'disk') await movePersonalUploads(database.db, deps.storage.where.dir);
  await app.register(staticFiles, {
    storage: deps.storage,
    webDistDir: config.webDistDir,
    uploadLinkKey: uploadLinkKey(serverSecret),
  });

  await app.register(healthRoutes);
  await app.register(homeRoutes);
  await app.register(accountsRoutes);
  await app.register(addressRoutes);
  await app.register(publicSiteRoutes);
  await app.register(subscriptionRoutes);
  await app.register(notificationRoutes);
  await app.register(subUserRoutes);
  await app.register(chatRoutes);
  await app.register(alertRoutes);
  await app.register(teamChannelRoutes, { uploadLinkKey: uploadLinkKey(serverSecret) });
  await app.register(securityRoutes);
  await app.register(incidentRoutes);
  await app.register(inventoryRoutes);
  await app.register(certificateRoutes);
  await app.register(resourceRoutes);
  await app.register(newsRoutes);
  await app.register(riskRoutes);
  await app.register(reportRoutes);
  await app.register(eventRoutes);
  await app.register(dutyRosterRoutes);
  await app.register(dashboardRoutes);
  await app.register(operatorRoutes);
  await app.register(operatorContentRoutes);

  const deliveries = await startDeliveries(app);
  if (jobs) {
    scheduleJob(app, 'notification-deliveries', DELIVERY_SWEEP_EVERY_MS, deliveries.drain);
    scheduleJob(app, 'plans', PLAN_JOB_EVERY_MS, () => runPlanJob({ ...deps, log: app.log }));
    scheduleJob(app, 'renewal-prices', RENEWAL_PRICE_SWEEP_EVERY_MS, () =>
      pushRenewalPrices({ ...deps, log: app.log }),
    );
    scheduleJob(app, 'certificate-reminders', CERTIFICATE_REMINDER_EVERY_MS, () =>
      sendExpiryReminders({ ...deps, log: app.log }),
    );
    scheduleJob(app, 'alert-renotices', config.ALERT_RENOTICE_EVERY_MS, () =>
      runAlertRenotices({ ...deps, log: app.log }),
    );
    scheduleJob(app, 'duty-certificate-warnings', CERTIFICATE_REMINDER_EVERY_MS, () =>
      runDutyCertificateWarnings({ db: deps.db, now: deps.now, log: app.log }),
    );
    scheduleJob(app, 'event-reminders', config.EVENT_REMINDER_EVERY_MS, () =>
      runEventReminders({ db: deps.db, now: deps.now, log: app.log }),
    );
    scheduleJob(app, 'rate-limit-counters', COUNTER_CLEAN_UP_EVERY_MS, () =>
      deleteEndedCounters(deps.db, deps.now()),
    );
    scheduleJob(app, 'ended-sessions', SESSION_CLEAN_UP_EVERY_MS, () =>
      deleteEndedSessions(deps.db, config, deps.now()),
    );
  }
  return app;
}
