import type { FastifyRequest } from 'fastify';
import { hashToken } from '../infra/auth/tokens';
import type { CallRateLimit } from './rate-limit-hook';
import { readToken } from './read-token';

const MINUTE = 60_000;

const bodyField = (request: FastifyRequest, name: string): string | undefined => {
  const body = request.body as Record<string, unknown> | undefined;
  const value = body && typeof body === 'object' ? body[name] : undefined;
  return typeof value === 'string' && value.trim() ? value.trim().toLowerCase() : undefined;
};

/** The client's address (behind a proxy, the one it reports: the app trusts its proxy). */
const perIp = (max: number, minutes: number): CallRateLimit => ({
  per: 'ip',
  max,
  timeWindow: minutes * MINUTE,
  key: (request) => request.ip,
});

/** The account being tried, by the e-mail it is tried with (compared in lower case). */
const perEmail = (max: number, minutes: number): CallRateLimit => ({
  per: 'email',
  max,
  timeWindow: minutes * MINUTE,
  key: (request) => bodyField(request, 'email'),
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
});

/**
 * Every call's limits, in one place, by call name: registerCall applies them (docs/decisions/003
 * and 005). Windows are minutes, so a limit reached by someone else never locks the real owner
 * out for long; per-IP numbers leave room for a congregation signing in behind one church network.
 */
export const RATE_LIMITS = {
  signup: [perIp(10, 15)],
  login: [perEmail(10, 15), perIp(60, 15)],
  forgotPassword: [perEmail(5, 15), perIp(20, 15)],
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
  // a card form is not a place to try stolen cards: a few attempts per session, then wait
  payment: [perSession(10, 15)],
} as const satisfies Record<string, readonly CallRateLimit[]>;

/** The limits of the call named `name`; none for most calls. */
export const rateLimitsOf = (name: string): readonly CallRateLimit[] =>
  (RATE_LIMITS as Record<string, readonly CallRateLimit[]>)[name] ?? [];
