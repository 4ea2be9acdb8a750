import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import type { AccessEntry } from '../infra/access-line';
import { redactUrl } from '../infra/logger';

/**
 * One log line per request, when it is answered: method, redacted address, client, status
 * and time (Fastify's default writes a second line when the request arrives); the line is
 * infra/access-line.ts's, for the measured reason given there.
 */
export class OneLinePerRequest extends LogController {
  constructor(private readonly writeAccess: ((entry: AccessEntry) => void) | null) {
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
    this.writeAccess?.({
      reqId: request.id,
      method: request.method,
      url: redactUrl(request.url),
      ip: request.ip,
      statusCode: reply.statusCode,
      responseTimeMs: reply.elapsedTime,
    });
  }
}
