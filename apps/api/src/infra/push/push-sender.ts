import webpush from 'web-push';
import type { PushSubscription } from './push-subscription';
import { pushTagOf } from './push-tag';
import { isUrgentPush } from './push-urgency';
import type { VapidKeys } from './vapid-keys';

/** What a notification carries to the service worker, which shows it. */
export type PushPayload = { title: string; body: string; url?: string };

/** 'refused': the endpoint is not a push service the server sends to; it is forgotten unsent. */
export type PushOutcome = 'sent' | 'gone' | 'refused';

export type PushSender = {
  /** The key devices subscribe with (the push_public_key call). */
  publicKey: string;
  /** Whether a device's endpoint is one the server sends to (login keeps no other). */
  allows: (endpoint: string) => boolean;
  /**
   * Sends one notification; a device the push service says is gone is forgotten. Once `signal`
   * is aborted (its delivery gave up) nothing more is sent.
   */
  sendPush: (
    subscription: PushSubscription,
    payload: PushPayload,
    signal?: AbortSignal,
  ) => Promise<PushOutcome>;
};

export type SendNotification = (
  subscription: PushSubscription,
  payload: string,
  options: webpush.RequestOptions,
) => Promise<unknown>;

type Setup = {
  keys: VapidKeys;
  /** Who runs this server, for push services that need to reach them: mailto: or https:. */
  subject: string;
  /** Drops a subscription from every session that registered it. */
  forget: (subscription: PushSubscription) => Promise<void>;
  /** Whether an endpoint may be contacted (push-endpoint.ts), asked again at every send. */
  allowed: (endpoint: string) => boolean;
  /** web-push's sender; tests pass their own. */
  send?: SendNotification;
};

/** A notification older than a day is not worth showing. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;
/**
 * A push service answers in well under a second; one that does not is given up on. This is a
 * socket's silence, counted again once connected: a silent service is left after about twice it.
 */
const PUSH_TIMEOUT_MS = 5_000;

/**
 * Web Push with VAPID (DESIGN.md §4b). 404 and 410 from the push service mean the subscription
 * is gone for good (RFC 8030 §7.3, the browser unsubscribed or the app was removed): it is
 * forgotten so no later notification tries it again, as is an endpoint that is not allowed
 * (kept before the rule, or the rule changed). Any other failure, a time-out included, is thrown.
 */
export function webPushSender({
  keys,
  subject,
  forget,
  allowed,
  send = webpush.sendNotification as SendNotification,
}: Setup): PushSender {
  const vapidDetails = { subject, publicKey: keys.publicKey, privateKey: keys.privateKey };
  return {
    publicKey: keys.publicKey,
    allows: allowed,
    async sendPush(subscription, payload, signal) {
      signal?.throwIfAborted();
      if (!allowed(subscription.endpoint)) {
        await forget(subscription);
        return 'refused';
      }
      try {
        const urgent = isUrgentPush(payload);
        const tag = pushTagOf(payload);
        const shown = { ...payload, ...(urgent ? { urgent } : {}), ...(tag ? { tag } : {}) };
        await send(subscription, JSON.stringify(shown), {
          vapidDetails,
          TTL: TIME_TO_LIVE_SECONDS,
          timeout: PUSH_TIMEOUT_MS,
          urgency: urgent ? 'high' : 'normal',
          ...(tag ? { topic: tag } : {}),
        });
        return 'sent';
      } catch (error) {
        const status = (error as { statusCode?: unknown }).statusCode;
        if (status !== 404 && status !== 410) throw error;
        await forget(subscription);
        return 'gone';
      }
    },
  };
}

/** A VAPID subject from the sender address of the mail (`Name <address>` or a bare address). */
export function vapidSubject(mailFrom: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}
