import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { Client } from '@googlemaps/google-maps-services-js';
import axios from 'axios';
import nodemailer from 'nodemailer';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { askMaps } from '../../src/features/addresses/ask-maps';
import { loggerOptions } from '../../src/infra/logger';
import { googleAddressLookup } from '../../src/infra/maps/google-address-lookup';

const MAPS_KEY = 'AIzaFAKE-maps-key-0123456789';
const TYPED_ADDRESS = '742 Evergreen Terrace Springfield';
const STRIPE_KEY = 'sk_test_FAKEstripekey0123456789';
const CARD_TOKEN = 'tok_typedByAPerson42';
const CUSTOMER_EMAIL = 'deacon.typed@example.org';
const SMTP_PASSWORD = 'Smtp-Pass-0123';
const PUSH_ENDPOINT_SECRET = 'push-endpoint-capability-0123';

/** The app's own logger (infra/logger.ts), writing to a string. */
function appLogger() {
  let text = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  const options = loggerOptions('info', stream) as pino.LoggerOptions & { stream: Writable };
  const log = pino(options, stream);
  return { log, text: () => text };
}

/** A local server that fails every request, as a service that is down or refuses. */
let failing: http.Server;
let failingUrl: string;
beforeAll(async () => {
  failing = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { type: 'api_error', message: 'Something broke' } }));
    });
  });
  await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
  failingUrl = `http://127.0.0.1:${(failing.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => failing.close(() => resolve(undefined))));

async function errorOf(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error('the call did not fail');
}

describe('an outside service that fails leaves no key, request or typed text in the log', () => {
  it('Google Places: neither the API key nor the address typed', async () => {
    const axiosInstance = axios.create();
    // every request goes to the failing local server instead of Google
    axiosInstance.interceptors.request.use((config) => {
      config.url = `${failingUrl}/maps${new URL(config.url ?? '/', 'http://x').pathname}`;
      return config;
    });
    const lookup = googleAddressLookup(MAPS_KEY, new Client({ axiosInstance }));
    const { log, text } = appLogger();
    await expect(askMaps(lookup, log, () => lookup.suggest(TYPED_ADDRESS, 'session-1'))).rejects.toThrow();
    await expect(askMaps(lookup, log, () => lookup.details(`place-${TYPED_ADDRESS}`))).rejects.toThrow();
    expect(text()).toContain('address lookup failed');
    for (const secret of [MAPS_KEY, TYPED_ADDRESS, 'Evergreen', 'session-1'])
      expect(text(), `the log holds ${secret}`).not.toContain(secret);
  });

  it('Stripe: neither the secret key nor the card token or e-mail sent', async () => {
    const url = new URL(failingUrl);
    const stripe = new Stripe(STRIPE_KEY, {
      host: url.hostname,
      port: Number(url.port),
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    const error = await errorOf(() => stripe.customers.create({ email: CUSTOMER_EMAIL, source: CARD_TOKEN }));
    const { log, text } = appLogger();
    log.error({ err: error }, 'payment did not complete');
    expect(text()).toContain('payment did not complete');
    for (const secret of [STRIPE_KEY, CARD_TOKEN, CUSTOMER_EMAIL])
      expect(text(), `the log holds ${secret}`).not.toContain(secret);
  });

  it('SMTP: neither the password of SMTP_URL nor the recipient', async () => {
    const smtp = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      onAuth: (_auth, _session, done) => done(new Error('Invalid username or password')),
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = smtp.server.address() as AddressInfo;
      const transport = nodemailer.createTransport(
        `smtp://mailer:${SMTP_PASSWORD}@127.0.0.1:${port}?ignoreTLS=true`,
      );
      const error = await errorOf(() =>
        transport.sendMail({
          from: 'no-reply@faithshield.local',
          to: CUSTOMER_EMAIL,
          subject: 'x',
          text: 'x',
        }),
      );
      const { log, text } = appLogger();
      log.error({ err: error }, 'mail failed');
      expect(text()).toContain('mail failed');
      for (const secret of [
        SMTP_PASSWORD,
        Buffer.from(`\u0000mailer\u0000${SMTP_PASSWORD}`).toString('base64'),
        CUSTOMER_EMAIL,
      ])
        expect(text(), `the log holds ${secret}`).not.toContain(secret);
    } finally {
      await new Promise((resolve) => smtp.close(() => resolve(undefined)));
    }
  });

  it('Web Push: neither the VAPID private key nor the device endpoint', async () => {
    const keys = webpush.generateVAPIDKeys();
    const device = webpush.generateVAPIDKeys(); // any P-256 public key will do as the device's
    const subscription = {
      endpoint: `${failingUrl}/push/${PUSH_ENDPOINT_SECRET}`,
      keys: { p256dh: device.publicKey, auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
    };
    const error = await errorOf(() =>
      webpush.sendNotification(subscription, 'hello', {
        vapidDetails: { subject: 'mailto:ops@example.org', ...keys },
      }),
    );
    const { log, text } = appLogger();
    log.error({ err: error }, 'push failed');
    expect(text()).toContain('push failed');
    for (const secret of [keys.privateKey, PUSH_ENDPOINT_SECRET])
      expect(text(), `the log holds ${secret}`).not.toContain(secret);
  });
});
