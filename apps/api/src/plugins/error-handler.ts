import type { Envelope } from '@faith-shield/contract/shared/envelope';
import { COMMON_MESSAGES } from '@faith-shield/contract/shared/envelope';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { ApiError } from '../http/api-error';
import { PdfQueueFull } from '../infra/pdf/pdf-queue-full';
import { FileRejected } from '../infra/storage/file-rejected';
import { isMalformedMultipart } from './body-parsers';

/** Maps every failure to the envelope and an HTTP code that means what it says (DESIGN.md §3). */
function toEnvelope(error: FastifyError | ApiError | FileRejected): { code: number; body: Envelope } {
  if (error instanceof FileRejected) {
    return {
      code: 422,
      body: { status: 0, message: error.message, errors: { [error.field]: error.message } },
    };
  }
  if (error instanceof ApiError) {
    const body: Envelope = { status: 0, message: error.message };
    if (error.errors) body.errors = error.errors;
    if (error.data) body.data = error.data;
    return { code: error.statusCode, body };
  }
  const code = error.statusCode ?? 500;
  if (code === 413) return { code, body: { status: 0, message: COMMON_MESSAGES.tooLarge } };
  if (code === 429) return { code, body: { status: 0, message: COMMON_MESSAGES.tooManyAttempts } };
  // A static path that is not a file (a folder, a dotfile) is simply not there.
  if (code === 404 || code === 403)
    return { code: 404, body: { status: 0, message: COMMON_MESSAGES.notFound } };
  // a byte range past an upload's end (a video player's request): the file's length goes with it
  if (code === 416) return { code, body: { status: 0, message: COMMON_MESSAGES.invalidInput } };
  if (code === 415) return { code, body: { status: 0, message: COMMON_MESSAGES.unsupportedContentType } };
  if (code >= 400 && code < 500)
    return { code: 400, body: { status: 0, message: COMMON_MESSAGES.invalidInput } };
  return { code: 500, body: { status: 0, message: COMMON_MESSAGES.somethingWentWrong } };
}

const isOurs = (error: FastifyError | ApiError | FileRejected): error is ApiError | FileRejected =>
  error instanceof ApiError || error instanceof FileRejected;

/** How long a caller is asked to wait when the database is out of reach. */
const RETRY_AFTER_SECONDS = 5;

export const errorHandler = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | ApiError | FileRejected, request, reply) => {
      if (isDatabaseUnavailable(error)) {
        // one line, no stack: an outage would otherwise fill the log with the same trace
        request.log.warn(
          { reason: (error as { code?: string }).code ?? error.message },
          'database unavailable',
        );
        return reply
          .code(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .send({ status: 0, message: COMMON_MESSAGES.unavailable } satisfies Envelope);
      }
      if (error instanceof PdfQueueFull) {
        request.log.warn('PDF queue full');
        return reply
          .code(503)
          .header('retry-after', String(error.retryAfterSeconds))
          .send({ status: 0, message: COMMON_MESSAGES.unavailable } satisfies Envelope);
      }
      const { code, body } = isMalformedMultipart(error, request)
        ? { code: 400, body: { status: 0, message: COMMON_MESSAGES.invalidInput } satisfies Envelope }
        : toEnvelope(error);
      const range = (error as { headers?: Record<string, string> }).headers?.['Content-Range'];
      if (code === 416 && range) reply.header('content-range', range);
      if (code >= 500) request.log.error({ err: error }, 'request failed');
      // our own message (the spec's wording), never a parser's, which may quote the body
      else request.log.info({ code, reason: isOurs(error) ? error.message : error.code }, 'request refused');
      return reply.code(code).send(body);
    });
  },
  { name: 'error-handler' },
);
