import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/**
 * GET /healthz: ready when the process answers, is not stopping and the database answers too;
 * 503 otherwise, so a load balancer sends new work elsewhere (infra/draining.ts).
 */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', async (_request, reply) => {
    if (app.deps.draining.isDraining())
      return reply.code(503).header('retry-after', '5').send({ status: 0, message: 'stopping' });
    try {
      await app.deps.db.execute(sql`select 1`);
      return { status: 1, message: 'ok', data: { database: app.deps.database.kind } };
    } catch (error) {
      app.log.warn({ reason: (error as { code?: string }).code ?? String(error) }, 'health check failed');
      return reply.code(503).header('retry-after', '5').send({ status: 0, message: 'database unavailable' });
    }
  });
}
