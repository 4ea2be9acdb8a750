import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../http/app-deps';

export type PlanJobDeps = Pick<AppDeps, 'db' | 'now' | 'payments' | 'mailer' | 'config' | 'changes'> & {
  log: FastifyBaseLogger;
};

/**
 * Limits a run to some organisations. Production runs everything; API tests share one database
 * and move their own clock, so they run the job on their own organisations only.
 */
export type PlanJobScope = { organisationIds?: readonly string[] };
