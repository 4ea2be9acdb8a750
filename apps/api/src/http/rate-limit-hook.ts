import { COMMON_MESSAGES } from '@faith-shield/contract/shared/envelope';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './api-error';

/** One limit of a call: at most `max` requests per `timeWindow` ms for each key. */
export type CallRateLimit = {
  /** What the limit is counted by, for logs and tests: 'ip', 'email', 'session'. */
  per: string;
  max: number;
  timeWindow: number;
  /** The key counted; undefined when the request has none (the limit does not apply). */
  key: (request: FastifyRequest) => string | undefined;
};

/**
 * A preHandler applying several limits, each counted apart (per account and per address,
 * DESIGN.md §4), with @fastify/rate-limit's store. Any one over its limit answers 429 with
 * the common message and a Retry-After. It runs after the body is parsed, so a limit can be
 * keyed by a field (the e-mail), and before the guard and validation, so refused and
 * malformed attempts count too.
 */
export function rateLimitHook(app: FastifyInstance, limits: readonly CallRateLimit[]) {
  const checks = limits.map((limit) => ({
    limit,
    check: app.createRateLimit({
      max: limit.max,
      timeWindow: limit.timeWindow,
      keyGenerator: (request) => limit.key(request) ?? '',
    }),
  }));
  return async (request: FastifyRequest, reply: FastifyReply) => {
    for (const { limit, check } of checks) {
      if (limit.key(request) === undefined) continue;
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        request.log.info({ per: limit.per, max: limit.max }, 'rate limit reached');
        reply.header('retry-after', result.ttlInSeconds);
        throw new ApiError(429, COMMON_MESSAGES.tooManyAttempts);
      }
    }
  };
}
