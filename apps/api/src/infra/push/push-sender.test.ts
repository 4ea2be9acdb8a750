import { createECDH, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { isPushEndpointAllowed } from './push-endpoint';
import { vapidSubject, webPushSender } from './push-sender';
import { type PushSubscription, readPushSubscription, serializePushSubscription } from './push-subscription';

/** A subscription as a browser makes one: a real P-256 key and auth secret. */
function deviceSubscription(endpoint = 'https://fcm.googleapis.com/fcm/send/abc'): PushSubscription {
  const device = createECDH('prime256v1');
  device.generateKeys();
  return {
    endpoint,
    keys: {
      p256dh: device.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
  };
}

const keys = webpush.generateVAPIDKeys();
const subject = vapidSubject('Faith Shield <no-reply@faithshield.local>');

/** A push service answering `status` to every request. */
const pushServiceAnswering = (status: number) => async () => {
  if (status >= 400) throw new webpush.WebPushError('refused', status, {}, '', 'https://fcm.googleapis.com');
  return { statusCode: status };
};

describe('Web Push sender', () => {
  it('signs and encrypts with the VAPID keys (web-push builds the real request)', async () => {
    const sent: webpush.RequestDetails[] = [];
    const sender = webPushSender({
      keys,
      subject,
      allowed: isPushEndpointAllowed,
      forget: async () => expect.unreachable('nothing to forget'),
      send: async (subscription, payload, options) => {
        sent.push(webpush.generateRequestDetails(subscription, payload, options));
      },
    });
    const device = deviceSubscription();
    expect(await sender.sendPush(device, { title: 'Event tomorrow', body: 'Sunday service' })).toBe('sent');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.endpoint).toBe(device.endpoint);
    expect(sent[0]?.headers.Authorization).toMatch(new RegExp(`^vapid t=.+, k=${keys.publicKey}$`));
    expect(sent[0]?.headers['Content-Encoding']).toBe('aes128gcm');
    expect(sender.publicKey).toBe(keys.publicKey);
  });

  it.each([404, 410])('forgets a subscription the push service answers %i for', async (status) => {
    const forgotten: PushSubscription[] = [];
    const sender = webPushSender({
      keys,
      subject,
      allowed: isPushEndpointAllowed,
      forget: async (subscription) => {
        forgotten.push(subscription);
      },
      send: pushServiceAnswering(status),
    });
    const device = deviceSubscription();
    expect(await sender.sendPush(device, { title: 't', body: 'b' })).toBe('gone');
    expect(forgotten).toEqual([device]);
  });

  it.each([400, 413, 429, 500])('keeps the subscription and throws on %i', async (status) => {
    const forgotten: PushSubscription[] = [];
    const sender = webPushSender({
      keys,
      subject,
      allowed: isPushEndpointAllowed,
      forget: async (subscription) => {
        forgotten.push(subscription);
      },
      send: pushServiceAnswering(status),
    });
    await expect(sender.sendPush(deviceSubscription(), { title: 't', body: 'b' })).rejects.toMatchObject({
      statusCode: status,
    });
    expect(forgotten).toEqual([]);
  });
});

describe('push endpoints', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc',
    'https://updates.push.services.mozilla.com/wpush/v2/abc',
    'https://web.push.apple.com/QAbc',
    'https://wns2-par02p.notify.windows.com/w/?token=abc',
  ])('sends to the push service of %s', (endpoint) => {
    expect(isPushEndpointAllowed(endpoint)).toBe(true);
  });

  it.each([
    'https://127.0.0.1:4399/x',
    'https://localhost/x',
    'https://10.0.0.5/x',
    'https://[::1]/x',
    'https://169.254.169.254/latest',
    'https://fcm.googleapis.com:8443/x',
    'https://fcm.googleapis.com.evil.example/x',
    'https://evilnotify.windows.com/x',
    'https://user:pw@fcm.googleapis.com/x',
    'http://fcm.googleapis.com/x',
    'not a url',
  ])('never sends to %s', (endpoint) => {
    expect(isPushEndpointAllowed(endpoint)).toBe(false);
  });

  it('sends to an origin named for tests only', () => {
    expect(isPushEndpointAllowed('https://127.0.0.1:4399/x', ['https://127.0.0.1:4399'])).toBe(true);
    expect(isPushEndpointAllowed('https://127.0.0.1:4400/x', ['https://127.0.0.1:4399'])).toBe(false);
  });

  it('forgets, unsent, a kept subscription whose endpoint is not allowed', async () => {
    const forgotten: PushSubscription[] = [];
    const sender = webPushSender({
      keys,
      subject,
      allowed: isPushEndpointAllowed,
      forget: async (subscription) => {
        forgotten.push(subscription);
      },
      send: async () => expect.unreachable('nothing is sent'),
    });
    const device = deviceSubscription('https://127.0.0.1:4399/x');
    expect(await sender.sendPush(device, { title: 't', body: 'b' })).toBe('refused');
    expect(forgotten).toEqual([device]);
  });
});

describe('push subscription (login push_token)', () => {
  it('reads the JSON a browser gives and keeps it in one form', () => {
    const device = deviceSubscription();
    const browserJson = JSON.stringify({
      endpoint: device.endpoint,
      expirationTime: null,
      keys: device.keys,
    });
    const read = readPushSubscription(browserJson);
    expect(read).toEqual(device);
    expect(serializePushSubscription(read as PushSubscription)).toBe(
      JSON.stringify({ endpoint: device.endpoint, keys: device.keys }),
    );
  });

  it.each([
    ['not JSON', 'push-subscription-1'],
    ['no keys', JSON.stringify({ endpoint: 'https://fcm.googleapis.com/x' })],
    [
      'a plain http endpoint',
      JSON.stringify({ endpoint: 'http://fcm.googleapis.com/x', keys: { p256dh: 'a', auth: 'b' } }),
    ],
  ])('is nothing for %s', (_what, text) => {
    expect(readPushSubscription(text)).toBeNull();
  });
});
