import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import type { Logger } from 'pino';
import { redactUrl } from '../infra/logger';

/**
 * One log line per request, when it is answered: method, redacted address, client, status
 * and time (Fastify's default writes a second line when the request arrives). Logging is a
 * real share of a cheap call's cost under load (bench/README.md).
 */
export class OneLinePerRequest extends LogController {
  constructor(private readonly access: Logger) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    if (error) {
      reply.log.error(
        { req: request, res: reply, responseTime: reply.elapsedTime, err: error },
        'request errored',
      );
      return;
    }
    this.access.info(
      {
        reqId: request.id,
        req: { method: request.method, url: redactUrl(request.url), ip: request.ip },
        res: { statusCode: reply.statusCode },
        responseTime: reply.elapsedTime,
      },
      'request completed',
    );
  }
}
