import type { AnswerStatus } from '@faith-shield/contract/risk/risk-assessment';
import { USER_TYPE } from '@faith-shield/contract/shared/constants';
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { riskAnswers, users } from '../../db/schema/index';
import type { ReadCache } from '../../infra/cache/read-cache';

export type RiskReader = { db: Database; readCache: ReadCache };

export type AnswerRow = {
  questionId: string;
  status: AnswerStatus;
  assignedUserId: string | null;
  assignedName: string | null;
  dueDate: string | null;
  doneAt: Date | null;
};

export type Member = { id: string; first_name: string; last_name: string };

/** What the assessment and the plan read of one organisation: its answers and its live members. */
export type RiskRows = { organisationId: string; answers: AnswerRow[]; members: Member[] };

async function readRiskRows(db: Database, organisationId: string): Promise<RiskRows> {
  const [answers, members] = await Promise.all([
    db
      .select({
        questionId: riskAnswers.questionId,
        status: riskAnswers.status,
        assignedUserId: riskAnswers.assignedUserId,
        firstName: users.firstName,
        lastName: users.lastName,
        dueDate: riskAnswers.dueDate,
        doneAt: riskAnswers.doneAt,
      })
      .from(riskAnswers)
      .leftJoin(users, eq(users.id, riskAnswers.assignedUserId))
      .where(eq(riskAnswers.organisationId, organisationId)),
    db
      .select({ id: users.id, first_name: users.firstName, last_name: users.lastName })
      .from(users)
      .where(
        and(
          eq(users.organisationId, organisationId),
          ne(users.type, USER_TYPE.owner),
          isNull(users.deletedAt),
        ),
      )
      .orderBy(asc(users.firstName), asc(users.lastName)),
  ]);
  return {
    organisationId,
    answers: answers.map(({ firstName, lastName, status, ...row }) => ({
      ...row,
      status: status as AnswerStatus,
      assignedName: row.assignedUserId ? `${firstName ?? ''} ${lastName ?? ''}`.trim() : null,
    })),
    members,
  };
}

/**
 * The organisation's risk rows, kept in the read cache: risk_answers and users are in the
 * change feed, so any answer, assignment or change to the team drops them
 * (docs/decisions/008-read-cache.md). `fresh` reads the database: a call that has just written
 * reads back what it wrote, before the feed may have told this server.
 */
export async function riskRowsOf(
  { db, readCache }: RiskReader,
  organisationId: string,
  { fresh = false } = {},
): Promise<RiskRows> {
  if (fresh) return readRiskRows(db, organisationId);
  const rows = await readCache.read(
    `risk:${organisationId}`,
    () => readRiskRows(db, organisationId),
    (loaded) => loaded.organisationId,
  );
  return rows ?? readRiskRows(db, organisationId);
}
