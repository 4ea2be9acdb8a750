import path from 'node:path';
import { z } from 'zod';

/** Every setting the server reads, validated once at start-up (DESIGN.md §2). */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const startsWith = (prefixes: string[], what: string) =>
  z.string().refine((value) => prefixes.some((prefix) => value.startsWith(prefix)), `must be ${what}`);

const days = (fallback: number) =>
  z.coerce
    .number({ message: 'must be a whole number of days from 1 to 3650' })
    .int('must be a whole number of days from 1 to 3650')
    .min(1, 'must be a whole number of days from 1 to 3650')
    .max(3650, 'must be a whole number of days from 1 to 3650')
    .default(fallback);

// URL-safe base64 without padding, as web-push generates and reads them.
const vapidKey = (message: string) =>
  z
    .string()
    .min(20, message)
    .regex(/^[A-Za-z0-9_-]+$/, message);

const EnvSchema = z
  .object({
    PORT: z.coerce
      .number({ message: 'must be a whole number from 0 to 65535' })
      .int('must be a whole number from 0 to 65535')
      .min(0, 'must be a whole number from 0 to 65535')
      .max(65535, 'must be a whole number from 0 to 65535')
      .default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1, 'must be a folder path').default('./data'),
    DATABASE_URL: optional(startsWith(['postgres://', 'postgresql://'], 'a postgres:// URL')),
    PUBLIC_URL: optional(z.url({ message: 'must be a full URL such as https://faithshield.example' })),
    SMTP_URL: optional(startsWith(['smtp://', 'smtps://'], 'an smtp:// or smtps:// URL')),
    MAIL_FROM: z
      .string()
      .min(3, 'must be an e-mail address')
      .default('Faith Shield <no-reply@faithshield.local>'),
    STRIPE_SECRET_KEY: optional(startsWith(['sk_'], 'a Stripe secret key (sk_...)')),
    STRIPE_PUBLISHABLE_KEY: optional(startsWith(['pk_'], 'a Stripe publishable key (pk_...)')),
    STRIPE_WEBHOOK_SECRET: optional(startsWith(['whsec_'], 'a Stripe webhook secret (whsec_...)')),
    GOOGLE_MAPS_API_KEY: optional(z.string().min(10, 'must be a Google Maps API key')),
    // Text messages of emergency alerts (features/alerts); unset writes them to DATA_DIR/outbox/sms.
    SMS_PROVIDER: optional(z.enum(['twilio'], { message: 'must be twilio, or unset for the outbox' })),
    TWILIO_ACCOUNT_SID: optional(startsWith(['AC'], 'a Twilio account SID (AC...)')),
    TWILIO_AUTH_TOKEN: optional(z.string().min(16, 'must be a Twilio auth token')),
    TWILIO_FROM: optional(
      z.string().regex(/^\+[1-9]\d{6,14}$/, 'must be a phone number in E.164 form (+1...)'),
    ),
    VAPID_PUBLIC_KEY: optional(vapidKey('must be a VAPID public key (URL-safe base64)')),
    VAPID_PRIVATE_KEY: optional(vapidKey('must be a VAPID private key (URL-safe base64)')),
    // The key that signs the device cookies of sign-in (infra/auth/device-tokens.ts); without
    // it, one is generated into DATA_DIR. Several servers must share one.
    DEVICE_TOKEN_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
    // The key operators' TOTP secrets are encrypted under (infra/auth/operator-secret-box.ts);
    // without it, one is generated into DATA_DIR. Several servers must share one.
    OPERATOR_SECRET_KEY: optional(z.string().min(32, 'must be at least 32 characters')),
    // A session unused this long ends; any session ends this long after sign-in.
    SESSION_IDLE_DAYS: days(30),
    SESSION_MAX_DAYS: days(90),
    // Only behind a reverse proxy that sets X-Forwarded-For; otherwise anyone could pick their address.
    TRUST_PROXY: z.enum(['true', 'false'], { message: 'must be true or false' }).default('false'),
    // The built-in test payment provider grants paid plans for Stripe's test tokens: in production
    // it runs only when this says so on purpose (a demo server), never for want of a Stripe key.
    ALLOW_TEST_PAYMENTS: z.enum(['true', 'false'], { message: 'must be true or false' }).default('false'),
    NODE_ENV: z.string().optional(),
    // The built web app to serve; the default is apps/web/dist.
    WEB_DIST_DIR: optional(z.string().min(1, 'must be a folder path')),
    // How often each server looks for event reminders due (features/events/event-reminders.ts);
    // tests that watch two servers race for them set it short.
    ALERT_RENOTICE_EVERY_MS: z.coerce
      .number({ message: 'must be a whole number of milliseconds from 100 to 60000' })
      .int('must be a whole number of milliseconds from 100 to 60000')
      .min(100, 'must be a whole number of milliseconds from 100 to 60000')
      .max(60_000, 'must be a whole number of milliseconds from 100 to 60000')
      .default(10_000),
    EVENT_REMINDER_EVERY_MS: z.coerce
      .number({ message: 'must be a whole number of milliseconds from 100 to 3600000' })
      .int('must be a whole number of milliseconds from 100 to 3600000')
      .min(100, 'must be a whole number of milliseconds from 100 to 3600000')
      .max(3_600_000, 'must be a whole number of milliseconds from 100 to 3600000')
      .default(60_000),
    // How long a stopping server (SIGTERM) answers not-ready on /healthz, still serving, before
    // it stops taking connections: a load balancer's health checks must see it meanwhile.
    DRAIN_NOTICE_MS: z.coerce
      .number({ message: 'must be a whole number of milliseconds from 0 to 60000' })
      .int('must be a whole number of milliseconds from 0 to 60000')
      .min(0, 'must be a whole number of milliseconds from 0 to 60000')
      .max(60_000, 'must be a whole number of milliseconds from 0 to 60000')
      .default(0),
    // For tests only, never in production: https origins (comma-separated) that push endpoints
    // may name besides the known push services (infra/push/push-endpoint.ts).
    PUSH_TEST_ORIGINS: optional(
      z
        .string()
        .transform((value) => value.split(',').map((origin) => origin.trim()))
        .pipe(z.array(z.url({ protocol: /^https$/, message: 'must be https origins, comma-separated' })))
        .transform((origins) => origins.map((origin) => new URL(origin).origin)),
    ),
    // Uploads in an S3-compatible object store (infra/storage/s3-file-store.ts); unset: DATA_DIR/uploads.
    STORAGE_URL: optional(
      z
        .string()
        .regex(
          /^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/[^?#]*)?$/,
          'must be s3://bucket or s3://bucket/prefix',
        ),
    ),
    S3_ENDPOINT: optional(z.url({ message: "must be the store's URL, such as https://s3.example.com" })),
    S3_REGION: optional(z.string().min(1, 'must be a region name such as us-east-1')),
    S3_ACCESS_KEY_ID: optional(z.string().min(1, 'must be an access key id')),
    S3_SECRET_ACCESS_KEY: optional(z.string().min(1, 'must be a secret access key')),
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], { message: 'must be true or false' }).default('false'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .superRefine((env, ctx) => {
    if (env.SESSION_IDLE_DAYS > env.SESSION_MAX_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_IDLE_DAYS'],
        message: `must not be more than SESSION_MAX_DAYS (${env.SESSION_MAX_DAYS})`,
      });
    }
    if (env.SMS_PROVIDER === 'twilio')
      for (const name of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const)
        if (!env[name])
          ctx.addIssue({ code: 'custom', path: [name], message: 'must be set when SMS_PROVIDER is twilio' });
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
        message: 'must be set together with its pair (VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY)',
      });
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message: 'must be set together with its pair (S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)',
      });
    }
    if (env.NODE_ENV === 'production' && !env.STRIPE_SECRET_KEY && env.ALLOW_TEST_PAYMENTS !== 'true') {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message:
          'is not set, so the built-in test payment provider would take payments in production: set STRIPE_SECRET_KEY, or ALLOW_TEST_PAYMENTS=true for a demo server',
      });
    }
  });

/**
 * Settings whose value is a secret, or holds one (a password in a URL): a start-up error names
 * them but never prints the value, since it goes to the terminal and the deployment's log.
 */
const SECRET_SETTINGS = new Set([
  'DATABASE_URL',
  'SMTP_URL',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'GOOGLE_MAPS_API_KEY',
  'TWILIO_AUTH_TOKEN',
  'VAPID_PRIVATE_KEY',
  'DEVICE_TOKEN_SECRET',
  'OPERATOR_SECRET_KEY',
  'S3_SECRET_ACCESS_KEY',
]);

export type Config = z.infer<typeof EnvSchema> & { dataDir: string; publicUrl: string };

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      const value = env[name];
      const shown =
        value === undefined || value === '' || SECRET_SETTINGS.has(name) ? '' : ` (got "${value}")`;
      return `  ${name} ${issue.message}${shown}`;
    });
    throw new ConfigError(`Configuration error:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  return {
    ...config,
    dataDir: path.resolve(config.DATA_DIR),
    publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
  };
}
