import { USER_TYPE } from '@faith-shield/contract/shared/constants';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/index';
import type { Executor } from '../notifications/notify';

export type Caller = {
  id: string;
  organisationId: string;
  isOwner: boolean;
  isLeader: boolean;
  name: string;
};

export type Member = {
  id: string;
  name: string;
  email: string;
  mobile: string;
  isOwner: boolean;
  isLeader: boolean;
};

export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

/** The signed-in person with what alerts ask of them: owner or leader (spec 03 §1). */
export async function findCaller(db: Database, userId: string): Promise<Caller> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw new Error('the signed-in user is gone');
  return {
    id: row.id,
    organisationId: row.organisationId,
    isOwner: row.type === USER_TYPE.owner,
    isLeader: row.type !== USER_TYPE.owner && row.isLeader,
    name: fullName(row),
  };
}

/** spec 03 §1: the owner and every live sub user, owner first. */
export async function membersOf(db: Executor, organisationId: string): Promise<Member[]> {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.organisationId, organisationId), isNull(users.deletedAt)))
    .orderBy(asc(users.type), asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows.map((row) => ({
    id: row.id,
    name: fullName(row),
    email: row.email,
    mobile: row.mobile,
    isOwner: row.type === USER_TYPE.owner,
    isLeader: row.type !== USER_TYPE.owner && row.isLeader,
  }));
}
