import type { FastifyRequest } from 'fastify';
import { hashToken } from '../infra/auth/tokens';
import { clientNetwork } from './client-network';
import { accountDevices, type DeviceCookie, operatorDevices } from './device-cookie';
import type { CallRateLimit } from './rate-limit-hook';
import { readToken } from './read-token';

const MINUTE = 60_000;

const bodyField = (request: FastifyRequest, name: string): string | undefined => {
  const body = request.body as Record<string, unknown> | undefined;
  const value = body && typeof body === 'object' ? body[name] : undefined;
  return typeof value === 'string' && value.trim() ? value.trim().toLowerCase() : undefined;
};

/**
 * The client's address (behind a proxy, the one it reports: the app trusts its proxy); an IPv6
 * client by its /64, which is one subscriber's.
 */
const perIp = (max: number, minutes: number): CallRateLimit => ({
  per: 'ip',
  max,
  timeWindow: minutes * MINUTE,
  key: (request) => clientNetwork(request.ip),
  store: 'memory',
  isKnownOnArrival: true,
});

/**
 * The account being tried, by the e-mail it is tried with (compared in lower case). Counted in
 * the database: an account's count cannot be flushed out by requests for other keys.
 * `exceptKnownDevice`: a device that signed in to the account before (by that cookie) is not
 * refused (its own attempts still count, and perDevice limits it).
 */
const perEmail = (
  max: number,
  minutes: number,
  { exceptKnownDevice }: { exceptKnownDevice?: DeviceCookie } = {},
): CallRateLimit => ({
  per: 'email',
  max,
  timeWindow: minutes * MINUTE,
  key: (request) => bodyField(request, 'email'),
  store: 'database',
  ...(exceptKnownDevice
    ? {
        isExempt: (request: FastifyRequest) => {
          const email = bodyField(request, 'email');
          return email !== undefined && exceptKnownDevice.knownDeviceOf(request, email) !== undefined;
        },
      }
    : {}),
});

/** A device that signed in to the account before (http/device-cookie.ts), by its token's id. */
const perDevice = (max: number, minutes: number, devices: DeviceCookie): CallRateLimit => ({
  per: 'device',
  max,
  timeWindow: minutes * MINUTE,
  key: (request) => {
    const email = bodyField(request, 'email');
    return email === undefined ? undefined : devices.knownDeviceOf(request, email);
  },
  store: 'database',
});

/**
 * A signed PDF link, by what it names (whose report, which month), so fresh signatures of one
 * report share the count. Counted on arrival: the query is read with the route.
 */
const perPdfLink = (max: number, minutes: number): CallRateLimit => ({
  per: 'link',
  max,
  timeWindow: minutes * MINUTE,
  key: (request) => {
    const { scope, month, year } = request.query as Record<string, string | undefined>;
    return scope ? `${scope}\n${month}\n${year}` : undefined;
  },
  store: 'memory',
  isKnownOnArrival: true,
});

/** An incident's PDF link, by the incident it names (features/incidents/incident-links.ts). */
const perIncidentPdfLink = (max: number, minutes: number): CallRateLimit => ({
  per: 'link',
  max,
  timeWindow: minutes * MINUTE,
  key: (request) => (request.query as Record<string, string | undefined>).id || undefined,
  store: 'memory',
  isKnownOnArrival: true,
});

/** The signed-in session, by its token's hash (never the token itself). */
const perSession = (max: number, minutes: number): CallRateLimit => ({
  per: 'session',
  max,
  timeWindow: minutes * MINUTE,
  key: (request) => {
    const token = readToken(request);
    return token ? hashToken(token) : undefined;
  },
  store: 'memory',
});

/**
 * Every call's limits, in one place, by call name: registerCall applies them (docs/decisions/003
 * and 005). Windows are minutes, so a limit reached by someone else never locks the real owner
 * out for long; per-IP numbers leave room for a congregation signing in behind one church network.
 */
export const RATE_LIMITS = {
  signup: [perIp(10, 15)],
  // strangers are held off an account after 10 tries; a device it was used on before is not,
  // and has a few tries of its own (OWASP's device cookie)
  login: [
    perEmail(10, 15, { exceptKnownDevice: accountDevices }),
    perDevice(5, 15, accountDevices),
    perIp(60, 15),
  ],
  forgotPassword: [perEmail(5, 15), perIp(20, 15)],
  // as login: an operator's own device, known after a full sign-in, is not held off by strangers
  operator_login: [
    perEmail(10, 15, { exceptKnownDevice: operatorDevices }),
    perDevice(5, 15, operatorDevices),
    perIp(60, 15),
  ],
  operator_setup_start: [perIp(30, 15)],
  operator_setup: [perIp(30, 15)],
  code_check: [perEmail(10, 15), perIp(30, 15)],
  reset_password_update: [perEmail(10, 15), perIp(30, 15)],
  change_password: [perSession(10, 15)],
  // each sets a password (hashing work) and tells whether an e-mail is in use
  add_sub_user: [perSession(60, 15)],
  update_sub_user: [perSession(60, 15)],
  address_suggestions: [perIp(120, 1)],
  address_details: [perIp(60, 1)],
  // a public form that sends mail: a few tries per address, not a mail cannon (docs/decisions/004)
  add_wait_list: [perIp(10, 15)],
  // each may push to the reader's devices: a person typing, not a flood (docs/decisions/019)
  add_chat: [perSession(60, 1)],
  add_map_chat: [perSession(10, 15)],
  // each stores up to 4 photos and may push to the team (spec 03 §6): a person typing, not a flood
  add_team_message: [perSession(60, 1)],
  // a card form is not a place to try stolen cards: a few attempts per session, then wait
  payment: [perSession(10, 15)],
  // each builds a PDF (a worker's time): a person downloading, not a flood; the worker's queue
  // is bounded as well (infra/pdf/render-pdf.ts)
  download_assessment: [perSession(20, 15), perIp(20, 15)],
  report_pdf: [perPdfLink(5, 15), perIp(20, 15)],
  incident_pdf_file: [perIncidentPdfLink(5, 15), perIp(20, 15)],
  // sends a mail
  assign_risk_action: [perSession(60, 15)],
  assign_duty: [perSession(60, 15)],
  // a public read by a share token: a board member paging through months, not a token search
  get_shared_report: [perIp(120, 1)],
} as const satisfies Record<string, readonly CallRateLimit[]>;

/** The limits of the call named `name`; none for most calls. */
export const rateLimitsOf = (name: string): readonly CallRateLimit[] =>
  (RATE_LIMITS as Record<string, readonly CallRateLimit[]>)[name] ?? [];
