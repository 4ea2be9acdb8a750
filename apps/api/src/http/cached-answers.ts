import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ANSWER_TYPE, cacheKeyOf, type ResponseCache } from './response-cache';

/** The cache of each public call that keeps its answers, by answersAt(method, path). */
export type CachedAnswers = Map<string, ResponseCache>;

export const answersAt = (method: string, path: string) => `${method} ${path}`;

const NO_INPUT_KEY = cacheKeyOf({});

const hasBody = (request: FastifyRequest) =>
  request.headers['transfer-encoding'] !== undefined ||
  (request.headers['content-length'] !== undefined && request.headers['content-length'] !== '0');

/**
 * Answers a request for cached public content as soon as it arrives, when it carries no
 * input at all (no query, no body) and the answer for an empty input is in the cache: the
 * cache holds only answers that went through the whole call (validation included), so the
 * call would answer the same. Anything else, or a stale entry, goes through the call as
 * usual. Registered after the security headers, so the answer carries them; the access line
 * is written as for any request.
 */
export const cachedAnswers = fp(
  async (app: FastifyInstance, { caches }: { caches: CachedAnswers }) => {
    app.addHook('onRequest', (request, reply, done) => {
      const cache = caches.get(answersAt(request.method, request.url));
      const body = cache && !hasBody(request) ? cache.peek(NO_INPUT_KEY) : undefined;
      if (!body) return done();
      reply.type(ANSWER_TYPE).send(body);
    });
  },
  { name: 'cached-answers', dependencies: ['security-headers'] },
);
