import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import { batchedStdout } from './batched-stdout';
import { safeError } from './safe-error';

/** Where log lines go: stdout, written once per turn of the event loop, or a test's stream. */
export type LogDestination = DestinationStream;
export const logDestination = (stream?: LogDestination): LogDestination => stream ?? batchedStdout();

// Every query parameter that grants access or proves it: a shared report's token (user_id), a
// signed link's scope and signature (a PDF, a personal image) and its expiry.
const SECRET_QUERY_KEYS =
  /^(token|user_id|code|password|newPassword|confirmPassword|old_password|new_password|scope|signature|expires)$/i;

/** A path whose last part is the secret: a personal calendar feed's token. */
const SECRET_PATH = /^\/api\/calendar\/[^/?#]+/;

/** Hides secret values that may ride in a URL (a shared report link, a signed PDF or image link, a calendar feed). */
export function redactUrl(fullUrl: string): string {
  const url = fullUrl.replace(SECRET_PATH, '/api/calendar/[redacted]');
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return url;
  const params = new URLSearchParams(url.slice(queryAt + 1));
  for (const key of [...params.keys()]) if (SECRET_QUERY_KEYS.test(key)) params.set(key, '[redacted]');
  return `${url.slice(0, queryAt)}?${params.toString()}`;
}

/**
 * Request logs never hold passwords, tokens or codes: bodies are not logged, headers are not
 * logged, and the query string is redacted. An error keeps only what infra/safe-error.ts lets
 * through: never an outside service's key or request, nor what a person typed.
 */
export function loggerOptions(level: string, stream: LogDestination): FastifyServerOptions['logger'] {
  return {
    level,
    stream,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
      censor: '[redacted]',
    },
    serializers: {
      err: safeError,
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: redactUrl(request.url),
        ip: request.ip,
      }),
    },
  };
}
