import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';

const STRIPE_KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_csp_only_never_called',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_csp_only_never_called',
};

const cspOf = async (server: TestServer) =>
  (await fetch(`${server.url}/healthz`)).headers.get('content-security-policy') ?? '';

/** Stripe Elements needs Stripe's script, frames and API; only when Stripe takes payments. */
describe('the CSP and Stripe', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
  });

  it('lets Stripe Elements load when Stripe takes payments', async () => {
    server = await startTestServer({ env: STRIPE_KEYS });
    const csp = await cspOf(server);
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain('https://hooks.stripe.com');
    expect(csp).toContain("connect-src 'self' https://api.stripe.com");
  });

  it('names no Stripe origin with the built-in test provider', async () => {
    server = await startTestServer();
    expect(await cspOf(server)).not.toContain('stripe.com');
  });
});
