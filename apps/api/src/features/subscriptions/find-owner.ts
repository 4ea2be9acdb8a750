import { USER_TYPE } from '@faith-shield/contract/shared/constants';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { organisations, users } from '../../db/schema/index';

export type Owner = { email: string; firstName: string; organisationName: string };

/** The main account holder (type 1) of an organisation: who pays and gets the receipts. */
export async function findOwner(db: Database, organisationId: string): Promise<Owner | null> {
  const [owner] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      organisationName: organisations.worshipPlaceName,
    })
    .from(users)
    .innerJoin(organisations, eq(organisations.id, users.organisationId))
    .where(and(eq(users.organisationId, organisationId), eq(users.type, USER_TYPE.owner)))
    .orderBy(asc(users.createdAt))
    .limit(1);
  return owner ?? null;
}
