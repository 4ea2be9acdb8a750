import type { FastifyRequest } from 'fastify';

/** The token travels as the form field `token` (spec) or an `Authorization: Bearer` header. */
export function readToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || undefined;
  const body = request.body as Record<string, unknown> | undefined;
  const fromBody = body && typeof body === 'object' ? body.token : undefined;
  // Never from the query string: a token in a URL ends up in logs and histories.
  return typeof fromBody === 'string' && fromBody ? fromBody : undefined;
}
