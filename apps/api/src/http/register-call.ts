import type { CallDefinition } from '@faith-shield/contract/shared/call';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AuthContext } from '../infra/auth/authenticate';
import type { OperatorAuthContext } from '../infra/auth/authenticate-operator';
import type { AppDeps } from './app-deps';
import { answersAt } from './cached-answers';
import { guard } from './guard';
import { envelopeAround, JsonText } from './json-text';
import { rateLimitHooks } from './rate-limit-hook';
import { rateLimitsOf } from './rate-limits';
import { ANSWER_TYPE, cacheKeyOf, responseCache } from './response-cache';
import { parseInput } from './validation';

export type CallContext<Input, Auth> = {
  input: Input;
  auth: Auth;
  deps: AppDeps;
  request: FastifyRequest;
  reply: FastifyReply;
};

/** `data` may come written already (http/json-text.ts): kept lists are encoded once, not per request. */
export type CallResult<Data> = { message: string; data?: Data | JsonText<Data> };

type AuthOf<C extends CallDefinition> = C['access'] extends 'public'
  ? null
  : C['access'] extends 'operator'
    ? OperatorAuthContext
    : AuthContext;

type CallOptions<C extends CallDefinition, S extends z.ZodType> = {
  /** The server's extension of the shared schema (STYLE.md habit 2); the shared one by default. */
  input?: S;
  /**
   * Public content only: keep the answer (per input) for `ttlMs` (http/response-cache.ts);
   * a request with no input is answered from it on arrival (http/cached-answers.ts).
   * Never for a call whose answer depends on who asks.
   */
  cache?: { ttlMs: number };
  /**
   * The call changes nothing. Any other call answers only once this server's read cache has
   * heard of its writes (infra/cache/change-feed.ts), so the caller's next read is fresh.
   */
  readOnly?: true;
  handler: (ctx: CallContext<z.output<S>, AuthOf<C>>) => Promise<CallResult<z.input<C['response']>>>;
};

const hasBearer = (request: FastifyRequest) => request.headers.authorization?.startsWith('Bearer ') === true;

/**
 * Serves one call of the contract at /api/<name>: its rate limits (http/rate-limits.ts), then
 * guard, validate, run, answer in the envelope.
 *
 * Limits keyed by the client's address are counted on arrival, before any body is read. The
 * guard runs as early as the token is known, so no body is read for someone refused: on
 * arrival when the token is a bearer header; before the first file of a multipart body when it
 * is a field (plugins/body-parsers.ts); otherwise once the small body is read. Every answer but
 * cached public content says `Cache-Control: no-store`: it may carry an account's data.
 */
export function registerCall<C extends CallDefinition, S extends z.ZodType = C['request']>(
  app: FastifyInstance,
  call: C,
  options: CallOptions<C, S>,
): void {
  const schema = (options.input ?? call.request) as S;
  if (options.cache && call.access !== 'public')
    throw new Error(`${call.name}: only public calls may be cached`);
  const cache = options.cache ? responseCache(options.cache.ttlMs) : undefined;
  const limits = rateLimitHooks(app, call.name, rateLimitsOf(call.name));
  app.deps.calls.push(call);
  if (cache) app.deps.cachedAnswers.set(answersAt(call.method, `/api/${call.name}`), cache);
  const guarded = new WeakMap<FastifyRequest, Promise<AuthContext | OperatorAuthContext | null>>();
  const guardOnce = (request: FastifyRequest) => {
    let auth = guarded.get(request);
    if (!auth) {
      auth = guard(app.deps, request, call, app.deps.now());
      guarded.set(request, auth);
    }
    return auth;
  };
  app.route({
    method: call.method,
    url: `/api/${call.name}`,
    config: {
      multipart: {
        files: call.files ?? [],
        ...(call.fileLimits ? { fileLimits: call.fileLimits } : {}),
        ...(call.fileCounts ? { fileCounts: call.fileCounts } : {}),
        beforeFiles: async (request) => void (await guardOnce(request)),
      },
    },
    onRequest: async (request, reply) => {
      if (!cache) reply.header('cache-control', 'no-store');
      await limits.onArrival?.(request, reply);
      if (call.access !== 'public' && hasBearer(request)) await guardOnce(request);
    },
    ...(limits.afterBody ? { preHandler: limits.afterBody } : {}),
    handler: async (request, reply) => {
      const raw = call.method === 'GET' ? request.query : request.body;
      // A cached call is public (see above): no guard to wait for, and an answer kept for this
      // input is sent as it is.
      const kept = cache ? cache.peek(cacheKeyOf(parseInput(schema, raw))) : undefined;
      if (kept) return reply.type(ANSWER_TYPE).send(kept);
      const auth = (await guardOnce(request)) as AuthOf<C>;
      const input = parseInput(schema, raw);
      const answer = async () => {
        const result = await options
          .handler({ input, auth, deps: app.deps, request, reply })
          .finally(() => (options.readOnly ? undefined : app.deps.changes.settle()));
        if (result.data instanceof JsonText) {
          if (app.deps.config.validateResponses) call.response.parse(result.data.value);
          return envelopeAround(result.message, result.data.bytes);
        }
        const data = app.deps.config.validateResponses ? call.response.parse(result.data) : result.data;
        return { status: 1, message: result.message, ...(data === undefined ? {} : { data }) };
      };
      if (!cache) {
        const answered = await answer();
        return Buffer.isBuffer(answered) ? reply.type(ANSWER_TYPE).send(answered) : answered;
      }
      const body = await cache.get(cacheKeyOf(input), async () => {
        const answered = await answer();
        return Buffer.isBuffer(answered) ? answered.toString() : JSON.stringify(answered);
      });
      return reply.type(ANSWER_TYPE).send(body);
    },
  });
}
