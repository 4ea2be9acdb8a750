import type { ChatLiveServerFrame } from '@faith-shield/contract/chat/chat-live';
import type { CallDefinition } from '@faith-shield/contract/shared/call';
import type { Database, DatabaseHandle } from '../db/database';
import type { AfterAnswer } from '../infra/after-answer';
import type { DeviceTokens } from '../infra/auth/device-tokens';
import type { SecretBox } from '../infra/auth/operator-secret-box';
import type { ChangeFeed } from '../infra/cache/change-feed';
import type { ReadCache } from '../infra/cache/read-cache';
import type { Config } from '../infra/config';
import type { Draining } from '../infra/draining';
import type { Mailer } from '../infra/mail/mailer';
import type { PaymentProvider } from '../infra/payments/payment-provider';
import type { PushSender } from '../infra/push/push-sender';
import type { SmsSender } from '../infra/sms/sms-sender';
import type { Storage } from '../infra/storage/storage';
import type { CachedAnswers } from './cached-answers';

/** What every handler may use, built once at start-up and decorated on the app. */
export type AppDeps = {
  config: Config & { validateResponses: boolean; webDistDir: string | null };
  db: Database;
  database: DatabaseHandle;
  storage: Storage;
  mailer: Mailer;
  /** Text messages of emergency alerts: Twilio when SMS_PROVIDER=twilio, else DATA_DIR/outbox/sms. */
  sms: SmsSender;
  /** This server's live connections (the chat socket), once the chat routes have started them. */
  liveHub?: { sendTo: (userIds: Iterable<string>, frame: ChatLiveServerFrame) => void; size: number };
  /** Stripe when STRIPE_SECRET_KEY is set, else the built-in test-mode provider (DESIGN.md §2). */
  payments: PaymentProvider;
  /** Sessions, profiles and plans kept in memory, forgotten as they change (infra/cache). */
  readCache: ReadCache;
  /** Web Push to the devices registered at login (infra/push). */
  push: PushSender;
  /** Tells the read cache what changed; `settle()` waits for it to hear the last write. */
  changes: ChangeFeed;
  /** Work started after an answer (mails), awaited before the app closes. */
  afterAnswer: AfterAnswer;
  /** Signs and checks the device cookies of sign-in (http/device-cookie.ts). */
  deviceTokens: DeviceTokens;
  /** Encrypts operators' TOTP secrets at rest (OPERATOR_SECRET_KEY, docs/decisions/022). */
  operatorSecrets: SecretBox;
  /** The stop in steps: not ready, sockets told to reconnect elsewhere, then closed (server.ts). */
  draining: Draining;
  /** The clock every rule reads (expiry, trials, codes); tests move it. */
  now: () => Date;
  /** Every call registered, for the access matrix and for docs. */
  calls: CallDefinition[];
  /** The answer caches of public content calls (http/cached-answers.ts). */
  cachedAnswers: CachedAnswers;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
