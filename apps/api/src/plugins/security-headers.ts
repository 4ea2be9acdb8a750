import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// Stripe Elements (the card form when Stripe takes payments) loads its script and frames from
// Stripe and talks to its API; without a Stripe key no page needs them.
const STRIPE = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/**
 * The CSP the built web app runs under: its own scripts only; inline styles because Mantine
 * writes CSS variables.
 */
const helmetOptions = (allowStripe: boolean) => {
  const stripe = (sources: string[]) => (allowStripe ? sources : []);
  return {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripe(STRIPE.script)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...stripe(STRIPE.connect)],
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        frameSrc: ["'self'", 'https://www.youtube-nocookie.com', ...stripe(STRIPE.frame)],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // X-Frame-Options for browsers without CSP frame-ancestors, saying the same: never framed.
    frameguard: { action: 'deny' as const },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: { maxAge: 15_552_000, includeSubDomains: true },
    // For Internet Explorer 8's downloads and Flash's cross-domain files: no browser the app
    // runs in reads them, and every answer carried their 70 bytes (a first visit loads six scripts).
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
  };
};

/**
 * Helmet's headers, worked out once by asking a throwaway app that registers @fastify/helmet
 * with our options, then set by one hook. Registered on the app itself, @fastify/helmet
 * rebuilds its middleware on every request, yet with one global configuration the headers
 * never change. Kept for a measured reason: with the plain registration the cached public
 * reads miss their budget (bench/README.md, "Security headers and the access line").
 */
async function helmetHeaders(allowStripe: boolean): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, helmetOptions(allowStripe));
  probe.get('/', async () => 'ok');
  const response = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    const isHelmets = !['content-type', 'content-length', 'date', 'connection', 'keep-alive'].includes(name);
    if (isHelmets && typeof value === 'string') headers[name] = value;
  }
  return headers;
}

type Options = {
  /** Stripe takes payments and the web app shows its card form (STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY set). */
  allowStripe: boolean;
};

/** The build's scripts and stylesheets (hashed names under /assets/), queries aside. */
const SCRIPT_OR_STYLESHEET = /^\/assets\/[^?#]+\.(?:js|css)(?:[?#]|$)/;

/**
 * What acts on a script or a stylesheet: `nosniff` (run or applied only if its type says so),
 * `cross-origin-resource-policy` (no other site may load it) and `referrer-policy` (a
 * stylesheet's own fetches follow it). The rest acts on a document (its CSP, framing, opener,
 * HSTS, which the page itself sets): on each of a first visit's six scripts it was 585 bytes
 * of nothing.
 */
const SUBRESOURCE_HEADERS = ['x-content-type-options', 'cross-origin-resource-policy', 'referrer-policy'];

/** Security headers on every response, 404 and 500 included: the whole set on all but scripts and stylesheets. */
export const securityHeaders = fp(
  async (app: FastifyInstance, { allowStripe }: Options) => {
    const headers = await helmetHeaders(allowStripe);
    const subresourceHeaders = Object.fromEntries(
      Object.entries(headers).filter(([name]) => SUBRESOURCE_HEADERS.includes(name)),
    );
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(SCRIPT_OR_STYLESHEET.test(request.url) ? subresourceHeaders : headers);
      done();
    });
  },
  { name: 'security-headers' },
);
