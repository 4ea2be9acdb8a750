import { COMMON_MESSAGES } from '@faith-shield/contract/shared/envelope';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './api-error';
import { countAttempts } from './durable-counters';

/** One limit of a call: at most `max` requests per `timeWindow` ms for each key. */
export type CallRateLimit = {
  /** What the limit is counted by, for logs and tests: 'ip', 'email', 'session', 'device'. */
  per: string;
  max: number;
  timeWindow: number;
  /** The key counted; undefined when the request has none (the limit does not apply). */
  key: (request: FastifyRequest) => string | undefined;
  /**
   * 'database' for the limits that protect an account: no flood of requests for other keys can
   * push their counts out, and every server process counts together. 'memory' for the rest.
   */
  store: 'database' | 'memory';
  /** Counted, but not refused, for this request (a device known to the account). */
  isExempt?: (request: FastifyRequest) => boolean;
  /** The key needs no body (the client's address): counted as the request arrives. */
  isKnownOnArrival?: true;
};

const refuse = (request: FastifyRequest, reply: FastifyReply, limit: CallRateLimit, seconds: number) => {
  request.log.info({ per: limit.per, max: limit.max }, 'rate limit reached');
  reply.header('retry-after', Math.max(1, seconds));
  return new ApiError(429, COMMON_MESSAGES.tooManyAttempts);
};

/**
 * A call's limits, each counted apart (per account and per address, DESIGN.md §4). Any one over
 * its limit answers 429 with the common message and a Retry-After. `onArrival` counts the limits
 * keyed by the client's address before any body is read; `afterBody` the rest, once the body is
 * parsed (a limit keyed by a field, the e-mail), and before the guard and validation, so refused
 * and malformed attempts count too. The in-memory limits are checked before the database's: a
 * client already refused for its address does not spend an account's attempts.
 */
export function rateLimitHooks(app: FastifyInstance, callName: string, limits: readonly CallRateLimit[]) {
  return {
    onArrival: limitsHook(
      app,
      callName,
      limits.filter((limit) => limit.isKnownOnArrival),
    ),
    afterBody: limitsHook(
      app,
      callName,
      limits.filter((limit) => !limit.isKnownOnArrival),
    ),
  };
}

function limitsHook(app: FastifyInstance, callName: string, limits: readonly CallRateLimit[]) {
  if (limits.length === 0) return undefined;
  const inMemory = limits
    .filter((limit) => limit.store === 'memory')
    .map((limit) => ({
      limit,
      check: app.createRateLimit({
        max: limit.max,
        timeWindow: limit.timeWindow,
        keyGenerator: (request) => limit.key(request) ?? '',
      }),
    }));
  const durable = limits.filter((limit) => limit.store === 'database');
  return async (request: FastifyRequest, reply: FastifyReply) => {
    for (const { limit, check } of inMemory) {
      if (limit.key(request) === undefined) continue;
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) throw refuse(request, reply, limit, result.ttlInSeconds);
    }
    const keyed = durable.flatMap((limit) => {
      const key = limit.key(request);
      return key === undefined ? [] : [{ limit, key: `${callName}\n${limit.per}\n${key}` }];
    });
    if (keyed.length === 0) return;
    const now = app.deps.now();
    const counts = await countAttempts(
      app.deps.db,
      keyed.map(({ limit, key }) => ({ key, windowMs: limit.timeWindow })),
      now,
    );
    for (const [index, { limit }] of keyed.entries()) {
      const count = counts[index];
      if (!count || count.hits <= limit.max || limit.isExempt?.(request)) continue;
      throw refuse(request, reply, limit, Math.ceil((count.resetsAt.getTime() - now.getTime()) / 1000));
    }
  };
}
